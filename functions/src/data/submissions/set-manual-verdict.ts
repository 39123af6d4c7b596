import type { ProblemScoring } from '../verdicts/verdict-change';
import { moveVerdict } from './move-verdict';
import type { SubmissionSummary } from './submission-item';

/**
 * Set a verdict and a score by hand, marked `isManual`: the old verdict's share of the derived data
 * comes out and the new one's goes in, exactly, in the same transaction. False when the submission
 * changed since it was read.
 */
export function setManualVerdict(
  submission: SubmissionSummary,
  status: number,
  score: number | null,
  scoring: ProblemScoring,
): Promise<boolean> {
  return moveVerdict(submission, { set: { status, score, isManual: true } }, { status, score }, scoring);
}
