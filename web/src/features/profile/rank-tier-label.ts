import { rankSubLevels, rankTierOf, rankTiers, type RankTier } from '@oj/shared/domain/rank-tier';

/** i18n key and sub-level of a tier, e.g. `['profile.tiers.gold', 'III']`; king has no level. */
export function tierLabelParts(tier: Pick<RankTier, 'tier' | 'level'>): [string, string] {
  return [`profile.tiers.${tier.tier}`, tier.level ?? ''];
}

/** The sub-level that begins at `nextLevelAt`, to name the goal; null at the top. */
export function nextTierOf(tier: RankTier): RankTier | null {
  return tier.nextLevelAt === null ? null : rankTierOf(tier.nextLevelAt);
}

/** How far through the current sub-level the user is, 0–1 (1 at the top tier), for the progress bar. */
export function progressInLevel(tier: RankTier): number {
  const definition = rankTiers.find((candidate) => candidate.tier === tier.tier);
  if (!definition?.step || tier.level === null || tier.nextLevelAt === null) return 1;
  const levelStart = definition.from + rankSubLevels.indexOf(tier.level) * definition.step;
  const progress = (tier.points - levelStart) / (tier.nextLevelAt - levelStart);
  return Math.min(1, Math.max(0, progress));
}
