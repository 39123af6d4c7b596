import type { RequestedMedals } from '../scroll-board-search';

/*
 * The scroll board's medals (spec part 2 §5): as many gold, silver and bronze medals as the URL asks
 * for; a count it does not give defaults to 10 %, 20 % and 30 % of the ranked contestants (star
 * accounts are not ranked), rounded down. Medals go by rank, as the board's awards do: a row tied
 * with a medalled one shares its rank and its medal, star rows (rank -1) win none, and a row with
 * nothing solved wins none.
 */

export type Medal = 'gold' | 'silver' | 'bronze';

export interface MedalCounts {
  gold: number;
  silver: number;
  bronze: number;
}

const defaultShares = { gold: 10, silver: 20, bronze: 30 } as const;

/** The counts to award among `rankedCount` ranked contestants. */
export function medalCountsOf(requested: RequestedMedals, rankedCount: number): MedalCounts {
  const share = (percent: number) => Math.floor((percent * rankedCount) / 100);
  return {
    gold: requested[0] ?? share(defaultShares.gold),
    silver: requested[1] ?? share(defaultShares.silver),
    bronze: requested[2] ?? share(defaultShares.bronze),
  };
}

/** The medal of a row by its rank; null for none. */
export function medalOf(row: { rank: number; ac: number }, counts: MedalCounts): Medal | null {
  if (row.rank < 1 || row.ac <= 0) return null;
  if (row.rank <= counts.gold) return 'gold';
  if (row.rank <= counts.gold + counts.silver) return 'silver';
  if (row.rank <= counts.gold + counts.silver + counts.bronze) return 'bronze';
  return null;
}
