/**
 * Rank tiers of a user's home page (spec §4). Points are the sum of the user's best OI rank scores plus
 * half the number of problems solved. Every tier but the last has five sub-levels, V (lowest) to I
 * (highest), each `step` points wide; the top tier, king, has no sub-level and no next goal.
 */
export const rankTiers = [
  { tier: 'bronze', from: 0, step: 50 },
  { tier: 'silver', from: 250, step: 50 },
  { tier: 'gold', from: 500, step: 100 },
  { tier: 'platinum', from: 1000, step: 200 },
  { tier: 'diamond', from: 2000, step: 200 },
  { tier: 'starRoyal', from: 3000, step: 400 },
  { tier: 'king', from: 5000, step: null },
] as const;

export type RankTierName = (typeof rankTiers)[number]['tier'];

/** Sub-levels from the lowest to the highest, as the tier's name shows them. */
export const rankSubLevels = ['V', 'IV', 'III', 'II', 'I'] as const;
export type RankSubLevel = (typeof rankSubLevels)[number];

export interface RankTier {
  points: number;
  tier: RankTierName;
  /** null for king. */
  level: RankSubLevel | null;
  /** Points at which the next sub-level (or the next tier) begins; null for king. */
  nextLevelAt: number | null;
  /** How many points are still missing to reach it; null for king. */
  pointsToNext: number | null;
}

/** Points of spec §4: the score list's sum plus half the solved count. */
export function rankPoints(scoreList: readonly number[], solvedCount: number): number {
  return scoreList.reduce((sum, score) => sum + score, 0) + solvedCount / 2;
}

export function rankTierOf(points: number): RankTier {
  const safePoints = Math.max(0, points);
  const index = rankTiers.findLastIndex((tier) => safePoints >= tier.from);
  const current = rankTiers[Math.max(0, index)] ?? rankTiers[0];
  if (current.step === null) {
    return { points, tier: current.tier, level: null, nextLevelAt: null, pointsToNext: null };
  }
  const levelIndex = Math.min(
    rankSubLevels.length - 1,
    Math.floor((safePoints - current.from) / current.step),
  );
  const nextLevelAt = current.from + (levelIndex + 1) * current.step;
  return {
    points,
    tier: current.tier,
    level: rankSubLevels[levelIndex] ?? 'V',
    nextLevelAt,
    pointsToNext: nextLevelAt - safePoints,
  };
}
