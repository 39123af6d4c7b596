import type { ProblemScoring } from '../verdicts/verdict-change';
import { afterVerdict } from '../verdicts/verdict-effects';
import { moveVerdict } from './move-verdict';
import type { SubmissionSummary } from './submission-item';

/**
 * Set a verdict and a score by hand, marked `isManual`: the old verdict's share of the derived data
 * comes out and the new one's goes in, exactly, in the same transaction; then the effects that write
 * on their own after a verdict run (the change set the best exactly when the old verdict was counted;
 * from a pending one it can only rise). False when the submission changed since it was read.
 */
export async function setManualVerdict(
  submission: SubmissionSummary,
  status: number,
  score: number | null,
  scoring: ProblemScoring,
): Promise<boolean> {
  const verdict = { status, score };
  if (!(await moveVerdict(submission, { set: { status, score, isManual: true } }, verdict, scoring)))
    return false;
  await afterVerdict(submission, verdict, scoring);
  return true;
}
