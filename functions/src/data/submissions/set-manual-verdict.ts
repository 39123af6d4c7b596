import { undoVerdictEffectWrites, verdictEffectWrites } from '../verdicts/verdict-effects';
import { changeJudgeState } from './change-judge-state';
import { mergeCounterWrites } from './merge-counter-writes';
import type { SubmissionSummary } from './submission-item';

/**
 * Set a verdict and a score by hand, marked `isManual`: the old verdict's counts come out and the new
 * one's go in, in the same transaction. False when the submission changed since it was read.
 */
export function setManualVerdict(
  submission: SubmissionSummary,
  status: number,
  score: number | null,
): Promise<boolean> {
  return changeJudgeState({
    from: submission,
    set: { status, score, isManual: true },
    alsoWrite: mergeCounterWrites([
      ...undoVerdictEffectWrites(submission, submission.status),
      ...verdictEffectWrites(submission, status),
    ]),
  });
}
