import type { ContestantIdentity } from '@oj/shared';
import { batchGetItems } from '../../data/batch-get';
import { userKey } from '../../data/users/user-item';

/**
 * Who each ranked user is, read from their accounts (BatchGetItem, 100 keys a request, about 0.5 RCU
 * an account); an account gone since shows as its uid.
 */
export async function rankIdentities(uids: readonly string[]): Promise<Map<string, ContestantIdentity>> {
  const items = await batchGetItems(uids.map(userKey), {
    ProjectionExpression: 'uid, username, nickname, realname, school, gender, avatar',
  });
  const text = (item: Record<string, unknown>, name: string, fallback = '') =>
    typeof item[name] === 'string' ? (item[name] as string) : fallback;
  const identities = new Map<string, ContestantIdentity>();
  for (const item of items) {
    const uid = String(item.uid);
    identities.set(uid, {
      uid,
      username: text(item, 'username', uid),
      nickname: text(item, 'nickname'),
      realname: text(item, 'realname'),
      school: text(item, 'school'),
      gender: text(item, 'gender', 'secrecy'),
      avatar: text(item, 'avatar'),
    });
  }
  return identities;
}
