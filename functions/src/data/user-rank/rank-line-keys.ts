import type { ItemKey } from '../item-key';
import { userStatsKey } from '../stats/stats-keys';

/**
 * The ranking's lines are the users' totals items (`USER#uid` / `STATS`), listed in one partition of
 * the sparse index gsi2 (`RANK_LINES`, sorted by uid) from their first judged verdict on: the ranking
 * reads one Query of that partition, never the table, and a user who never had a verdict is not in it.
 */
export const rankLinesIndex = { name: 'gsi2', partition: 'RANK_LINES' } as const;

/** The index attributes that list a user's totals item among the ranking's lines. */
export function rankLineIndexAttributes(uid: string): { gsi2pk: string; gsi2sk: string } {
  return { gsi2pk: rankLinesIndex.partition, gsi2sk: uid };
}

/** Where a user's line lives: the totals item itself. */
export function rankLineKey(uid: string): ItemKey {
  return userStatsKey(uid);
}
