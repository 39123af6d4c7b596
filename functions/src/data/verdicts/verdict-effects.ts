import type { TransactItem } from '../transact';
import { deltaWrites, type CounterDelta } from './counter-deltas';
import { verdictEffects } from './effects';
import type { JudgedSubmission, ProblemScoring, Verdict, VerdictEffect } from './effects/verdict-effect';

export type { JudgedSubmission, ProblemScoring, Verdict } from './effects/verdict-effect';
export { scoreCountName } from './effects/problem-tally';

/** The effects a submission moves: a contest's own for a contest's submission, the others otherwise. */
function effectsMovedBy(submission: Pick<JudgedSubmission, 'cid'>): readonly VerdictEffect[] {
  const madeIn = submission.cid !== 0 ? 'contests' : 'outsideContests';
  return verdictEffects.filter((effect) => (effect.madeIn ?? 'outsideContests') === madeIn);
}

/**
 * What `status` (with `score` points) changes beyond the submission, `sign` 1 when it lands and -1
 * when it is taken back: every registered effect's counter deltas (`effects/index.ts`), in order. A
 * submission in flight counts nowhere. Taking back negates landing exactly, apart from the tally's
 * change count (which grows either way) and the tried and solved sets (which only a landing adds to;
 * a change settles them from the tally, in `verdictChangeWrites`). Only the effects the submission
 * moves count (`effectsMovedBy`): the public figures count submissions made outside contests.
 */
export function effectsOfVerdict(
  submission: JudgedSubmission,
  status: number,
  sign: 1 | -1,
  score: number | null,
): CounterDelta[] {
  return effectsMovedBy(submission).flatMap((effect) => effect.deltas(submission, status, sign, score));
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
  for (const effect of effectsMovedBy(submission)) await effect.afterVerdict?.(submission, verdict, scoring);
}

/**
 * Once any change of submission `submitId`'s judge state was stored (it was made, judged, failed,
 * rejudged, judged by hand, cancelled): every effect's idempotent follow-up, which reads the
 * submission as it now is (a contest's board row). Knows only the id, so each follow-up decides
 * from the id or its read whether the submission is one it follows.
 */
export async function afterJudgeStateChange(submitId: number): Promise<void> {
  for (const effect of verdictEffects) await effect.afterJudgeStateChange?.(submitId);
}
