import { batchGetItems } from '../kit/batch-get';
import { userKey } from './user-item';

/**
 * The real names of some accounts as they are now, by uid: one BatchGetItem of the accounts projected
 * to `uid, realname` (0.5 RCU each). An account without one, or gone, is left out.
 */
export async function readRealnames(uids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (uids.length === 0) return names;
  const items = await batchGetItems(uids.map(userKey), { ProjectionExpression: 'uid, realname' });
  for (const item of items)
    if (typeof item.realname === 'string' && item.realname !== '') names.set(String(item.uid), item.realname);
  return names;
}
