import type { TransactItem } from '../transact';
import { deltaWrites, type CounterDelta } from './counter-deltas';
import { verdictEffects } from './effects';
import type { JudgedSubmission, ProblemScoring, Verdict } from './effects/verdict-effect';

export type { JudgedSubmission, ProblemScoring, Verdict } from './effects/verdict-effect';
export { scoreCountName } from './effects/problem-tally';

/**
 * What `status` (with `score` points) changes beyond the submission, `sign` 1 when it lands and -1
 * when it is taken back: every registered effect's counter deltas (`effects/index.ts`), in order. A
 * submission in flight counts nowhere. Taking back negates landing exactly, apart from the tally's
 * change count (which grows either way) and the tried and solved sets (which only a landing adds to;
 * a change settles them from the tally, in `verdictChangeWrites`). A contest's submission changes none
 * of them: the public figures count submissions made outside contests.
 */
export function effectsOfVerdict(
  submission: JudgedSubmission,
  status: number,
  sign: 1 | -1,
  score: number | null,
): CounterDelta[] {
  if (submission.cid !== 0) return [];
  return verdictEffects.flatMap((effect) => effect.deltas(submission, status, sign, score));
}

/**
 * The writes that count a verdict landing, with its `score`; they go in the transaction that stores
 * it. Landing only adds, so it needs no read and no condition.
 */
export function verdictEffectWrites(
  submission: JudgedSubmission,
  status: number,
  score: number | null = null,
): TransactItem[] {
  return deltaWrites(effectsOfVerdict(submission, status, 1, score));
}

/**
 * Once the transaction that landed or set `verdict` succeeded: the effects that keep their own item
 * with their own read and conditional write (the best result), one after another.
 */
export async function afterVerdict(
  submission: JudgedSubmission,
  verdict: Verdict,
  scoring: ProblemScoring,
): Promise<void> {
  if (submission.cid !== 0) return;
  for (const effect of verdictEffects) await effect.afterVerdict?.(submission, verdict, scoring);
}
