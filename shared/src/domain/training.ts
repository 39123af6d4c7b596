/*
 * Trainings (spec part 2, §2 "Trainings", §3, §4 "Training unlock", §9): ordered problem sets in
 * categories. A category whose name starts with the course-pack prefix is a course pack, whose
 * trainings unlock one after another; one whose name starts with the hidden prefix is listed to
 * admins only.
 */

/** `Public`: anyone logged in enters. `Private`: a password, given once (register-training). */
export const trainingAuths = ['Public', 'Private'] as const;
export type TrainingAuth = (typeof trainingAuths)[number];

/** Constants of trainings. */
export const trainingRules = {
  /** The training list's page: 100 by default and at most (spec §7 and §9). */
  listPageSize: 100,
  /** The training rank's page (spec §7 and §9). */
  rankPageSize: 30,
  rankMaxPageSize: 100,
  /** A course-pack training unlocks once this share of the previous one is solved, in percent (§9). */
  unlockPercent: 80,
  /** Category name prefixes, as the catalogue spells them (§2). */
  coursePackPrefix: '课包-',
  hiddenPrefix: '隐藏-',
  /** The title that opens every course-pack training (§4). */
  unlockTitle: 'CSP选手',
  /** Ordering number: ascending, 1000 by default, a non-negative 32-bit integer. */
  defaultRank: 1000,
  minRank: 0,
  maxRank: 2_147_483_647,
  /** `description` is the coin reward for completing the training: 0 to 20 in steps of 5. */
  defaultCoins: 5,
  minCoins: 0,
  maxCoins: 20,
  coinStep: 5,
  titleMaxLength: 255,
  passwordMaxLength: 64,
  categoryNameMaxLength: 64,
  colorMaxLength: 32,
  displayIdMaxLength: 20,
} as const;

/** A course pack's category: its trainings unlock one after another. */
export function isCoursePackCategory(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.startsWith(trainingRules.coursePackPrefix);
}

/** A hidden category: listed (with its trainings) to admins only. */
export function isHiddenCategory(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.startsWith(trainingRules.hiddenPrefix);
}

/**
 * The coin reward a training's `description` holds: a whole number 0..20 in steps of 5, or undefined
 * for any other text (a training written before the rule, or by hand), which pays nothing.
 */
export function trainingCoinsOf(description: string | number | null | undefined): number | undefined {
  const text = typeof description === 'number' ? String(description) : (description ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const coins = Number(text);
  if (coins > trainingRules.maxCoins || coins % trainingRules.coinStep !== 0) return undefined;
  return coins;
}
