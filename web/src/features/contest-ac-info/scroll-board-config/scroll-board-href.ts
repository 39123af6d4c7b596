import type { MedalCounts } from './medal-counts';

/**
 * The scroll board's address (spec §2 "Scroll board config tab"):
 * `/scrollBoard?cid=7&removeStar=true&medals[]=3&medals[]=6&medals[]=9`, the three medal counts in
 * the order gold, silver, bronze, as the board reads them.
 */
export function scrollBoardHref(cid: number, removeStar: boolean, medals: MedalCounts): string {
  const medalParams = medals.map((count) => `medals[]=${count}`).join('&');
  return `/scrollBoard?cid=${cid}&removeStar=${removeStar}&${medalParams}`;
}
