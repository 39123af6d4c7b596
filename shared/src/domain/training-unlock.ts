import { trainingRules } from './training';

/*
 * The course-pack unlock rule (spec part 2, §4 "Training unlock"): a training of a course pack is
 * playable when it is the first of its pack, or the viewer is an admin, or holds the title CSP选手;
 * otherwise the previous training of the pack must have at least 80 % of its problems solved by the
 * viewer, and at least one problem. Outside course packs every training is playable.
 */

/** What the rule needs to know. */
export interface TrainingUnlockFacts {
  /** The training sits in a course-pack category. */
  readonly inCoursePack: boolean;
  /**
   * The training before it in the pack (ordered by rank, then id), with its problem count and how many
   * of them the viewer solved; null when the training is the first of its pack.
   */
  readonly previous: { readonly problemCount: number; readonly acCount: number } | null;
  /** The viewer holds an admin role (super admin, admin, problem admin) or runs the training. */
  readonly viewerIsAdmin: boolean;
  /** The viewer's title, when they hold one. */
  readonly viewerTitle: string | null | undefined;
}

export type TrainingUnlock =
  { readonly canChallenge: true } | { readonly canChallenge: false; readonly reason: 'finishPreviousFirst' };

/** The previous training counts as finished: ≥ 80 % of at least one problem solved. */
export function previousTrainingFinished(previous: { problemCount: number; acCount: number }): boolean {
  if (previous.problemCount <= 0) return false;
  // Compared in whole numbers so that 4 of 5 is exactly 80 %, with no rounding of a quotient.
  return previous.acCount * 100 >= previous.problemCount * trainingRules.unlockPercent;
}

/** Whether the viewer may play the training, and why not. */
export function trainingUnlock(facts: TrainingUnlockFacts): TrainingUnlock {
  if (!facts.inCoursePack || facts.previous === null || facts.viewerIsAdmin) return { canChallenge: true };
  if (facts.viewerTitle === trainingRules.unlockTitle) return { canChallenge: true };
  if (previousTrainingFinished(facts.previous)) return { canChallenge: true };
  return { canChallenge: false, reason: 'finishPreviousFirst' };
}
