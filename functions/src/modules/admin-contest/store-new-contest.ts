import type { StoredContest } from '@oj/shared';
import { addToCounters } from '../../data/counters';
import { contestSequenceKey } from '../../data/contests/contest-keys';
import { putContest } from '../../data/contests/put-contest';
import { isConditionFailure } from '../../data/kit/condition-failure';

/** Ids taken by contests stored without the counter (the demo's) are skipped, this many at most. */
const maxTakenIds = 20;

/**
 * Store a contest under the next id of the contest counter, skipping an id some other writer took,
 * and answer the id.
 */
export async function storeNewContest(contestWithId: (cid: number) => StoredContest): Promise<number> {
  for (let attempt = 0; attempt < maxTakenIds; attempt += 1) {
    const { value } = await addToCounters(contestSequenceKey, { value: 1 });
    const cid = value as number;
    try {
      await putContest(contestWithId(cid), { ifNew: true });
      return cid;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`the contest counter met ${maxTakenIds} taken ids in a row`);
}
