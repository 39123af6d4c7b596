import { judgeStatus } from '@oj/shared';
import type { ProblemScoring } from '../verdicts/verdict-change';
import { moveVerdict } from './move-verdict';
import type { SubmissionSummary } from './submission-item';

/**
 * Cancel a submission's judging (status -4), taking a verdict it had back out of the derived data
 * exactly. A worker judging it loses its claim, so its verdict is dropped. False when the submission
 * changed since it was read.
 */
export function cancelJudging(submission: SubmissionSummary, scoring: ProblemScoring): Promise<boolean> {
  return moveVerdict(
    submission,
    { set: { status: judgeStatus.cancelled } },
    { status: judgeStatus.cancelled, score: null },
    scoring,
  );
}
