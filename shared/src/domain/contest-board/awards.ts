import { type ContestAward, contestAwardType } from '../contest';
import type { AwardFields } from './board-facts';

/** The contest's award settings (`awardType`: 0 none, 1 by proportion, 2 by number). */
export interface AwardSettings {
  awardType: number;
  awardConfigList: readonly ContestAward[];
}

/** One tier with the last rank it reaches. */
export interface AwardTier {
  award: ContestAward;
  /** Ranks 1..lastRank not taken by a better tier win this one. */
  lastRank: number;
}

/**
 * The tiers in priority order, each with the last rank it reaches: the tiers' sizes add up, so with
 * 10 %, 20 % and 30 % of 20 ranked contestants gold reaches rank 2, silver rank 6 and bronze rank 12.
 * By proportion a tier holds `num` % of the ranked (non-star) contestants, rounded down; by number
 * it holds `num` contestants. A tier of size 0 wins nobody.
 */
export function awardTiersOf(settings: AwardSettings, rankedCount: number): AwardTier[] {
  if (settings.awardType !== contestAwardType.proportion && settings.awardType !== contestAwardType.number)
    return [];
  let lastRank = 0;
  return [...settings.awardConfigList]
    .sort((a, b) => a.priority - b.priority)
    .map((award) => {
      const size =
        settings.awardType === contestAwardType.proportion
          ? Math.floor((award.num * rankedCount) / 100)
          : award.num;
      lastRank += Math.max(0, size);
      return { award, lastRank };
    });
}

/**
 * The rows with their award fields. A row wins the best tier whose last rank it reaches, by its rank:
 * since tied rows share the rank of the first of them, a contestant tied with an awarded one wins the
 * same award (a tier grows with its ties; the next tiers still end where their sizes say). Star rows
 * (rank -1) and rows that are not `eligible` (nothing solved, no points) win nothing.
 */
export function applyAwards<Row extends AwardFields & { rank: number }>(
  rows: readonly Row[],
  settings: AwardSettings,
  eligible: (row: Row) => boolean,
): Row[] {
  const rankedCount = rows.filter((row) => row.rank !== -1).length;
  const tiers = awardTiersOf(settings, rankedCount);
  return rows.map((row) => {
    const {
      isWinAward: _was,
      awardName: _name,
      awardBackground: _background,
      awardColor: _color,
      ...rest
    } = row;
    const tier = row.rank === -1 || !eligible(row) ? undefined : tiers.find((t) => row.rank <= t.lastRank);
    if (tier === undefined) return { ...rest, isWinAward: false } as Row;
    const { name, background, color } = tier.award;
    return {
      ...rest,
      isWinAward: true,
      awardName: name,
      awardBackground: background,
      awardColor: color,
    } as Row;
  });
}

/** ACM: only a contestant with a solved problem can win an award. */
export const acmAwardEligible = (row: { ac: number }): boolean => row.ac > 0;

/** OI: only a contestant with points can win an award. */
export const oiAwardEligible = (row: { totalScore: number }): boolean => row.totalScore > 0;
