import { judgeStatus } from '@oj/shared';
import { undoVerdictEffectWrites } from '../verdicts/verdict-effects';
import { changeJudgeState } from './change-judge-state';
import type { SubmissionSummary } from './submission-item';

/**
 * Cancel a submission's judging (status -4), taking a verdict it had back out of the counts. A worker
 * judging it loses its claim, so its verdict is dropped. False when the submission changed since it
 * was read.
 */
export function cancelJudging(submission: SubmissionSummary): Promise<boolean> {
  return changeJudgeState({
    from: submission,
    set: { status: judgeStatus.cancelled },
    alsoWrite: undoVerdictEffectWrites(submission, submission.status),
  });
}
