import { queryAll } from '../kit/query-all';
import { memberIndexKeys } from './group-keys';
import { memberFromItem, type StoredMember } from './member-item';

/**
 * The groups an account applied to or belongs to, with its auth in each: one Query of gsi1
 * (`USERGROUP#<uid>`), 0.5 RCU per 4 KB, so a student in ten groups costs 0.5 RCU. It grows with the
 * account's own groups, never with the site's.
 */
export async function listMembershipsOf(uid: string): Promise<StoredMember[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': memberIndexKeys(uid, 0).gsi1pk },
  });
  return items.map(memberFromItem);
}
