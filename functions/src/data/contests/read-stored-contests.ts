import type { StoredContest } from '@oj/shared';
import { batchGetItems } from '../kit/batch-get';
import { contestKey } from './contest-keys';

/** Many contests whole, in the order of `cids` (missing ones left out): BatchGets of 100 keys. */
export async function readStoredContests(cids: readonly number[]): Promise<StoredContest[]> {
  const items = await batchGetItems(cids.map(contestKey));
  const byCid = new Map(items.map((item) => [Number(item.cid), item]));
  return cids.flatMap((cid) => {
    const item = byCid.get(cid);
    if (!item) return [];
    const { pk: _pk, sk: _sk, ...contest } = item;
    return [contest as unknown as StoredContest];
  });
}
