import { userStatsKey } from '../../../functions/src/data/stats/stats-keys';
import { rankLineIndexAttributes } from '../../../functions/src/data/user-rank/rank-line-keys';
import { batchWriteAll, type Item } from '../batch-write-all';
import { benchAccount } from '../bench-account';

/**
 * `count` users as the ranking reads them: each account (in the accounts index) and its totals item
 * listed among the rank lines, as the verdict effects leave them: a few hundred judged submissions,
 * up to 300 problems tried and solved (the number sets are most of the item's size), a score sum.
 * Bulk-loaded rather than judged: the ranking's reads are what is measured, not the judge.
 */
export async function seedRankUsers(count: number): Promise<void> {
  const createdAt = new Date().toISOString();
  const items: Item[] = [];
  for (let index = 0; index < count; index++) {
    const { uid, item } = benchAccount('rank', index, createdAt, {
      nickname: `Student ${index}`,
      realname: `Real ${index}`,
      titleName: index % 50 === 0 ? 'Teacher' : '',
      titleColor: index % 50 === 0 ? '#e11d48' : '',
    });
    items.push(item);
    const solvedCount = (index * 37) % 300;
    const triedCount = Math.min(400, solvedCount + (index % 40));
    const tried = new Set(Array.from({ length: triedCount }, (_, pid) => 1000 + pid));
    const solved = new Set(Array.from({ length: solvedCount }, (_, pid) => 1000 + pid));
    items.push({
      ...userStatsKey(uid),
      ...rankLineIndexAttributes(uid),
      submitted: triedCount * 3,
      accepted: solvedCount * 2,
      ac: solvedCount * 2,
      wa: triedCount,
      ...(tried.size > 0 ? { tried } : {}),
      ...(solved.size > 0 ? { solved } : {}),
      scoreSum: solvedCount * 14,
    });
  }
  await batchWriteAll(items);
}
