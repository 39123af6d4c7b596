import { addToCounters } from '../counters';
import { tableName } from '../dynamo-client';
import { takeDailyQuota } from '../kit/daily-quota';
import { isTransactionConflict } from '../kit/condition-failure';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { groupCatalogue } from './group-catalogue';
import { groupLineToItem, groupToItem, type StoredGroup } from './group-item';
import {
  groupMemberSequenceKey,
  groupNameClaimKey,
  groupSequenceKey,
  groupShortNameClaimKey,
  ownedGroupsKey,
} from './group-keys';
import { memberToItem, type StoredMember } from './member-item';

/** The caps on an account's groups, for a creator who is not the super admin. */
export interface GroupQuota {
  /** `defaultCreateGroupDailyLimit`: groups created in one site day. */
  daily: number;
  /** `defaultCreateGroupLimit`: groups owned at once. */
  owned: number;
}

/** Why a group was not created: a rule the transaction's conditions held. */
export type GroupCreateRefusal = 'shortNameTaken' | 'nameTaken' | 'dailyLimit' | 'ownedLimit';

const putNew = (Item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * One more group owned, while fewer than `limit` are (a limit of 0 refuses every one); without a
 * limit (the super admin) the count still moves, so disbanding always takes one back off.
 */
function takeOwnedGroup(uid: string, limit: number | undefined): TransactItem {
  const update = {
    TableName: tableName(),
    Key: ownedGroupsKey(uid),
    UpdateExpression: 'ADD #count :one',
    ExpressionAttributeNames: { '#count': 'count' },
  };
  if (limit === undefined) return { Update: { ...update, ExpressionAttributeValues: { ':one': 1 } } };
  return {
    Update: {
      ...update,
      ConditionExpression: '(attribute_not_exists(#count) AND :limit > :zero) OR #count < :limit',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':limit': limit },
    },
  };
}

const maxTakenIds = 20;

/**
 * Creates a group in one transaction (about 7 items, 14 WCU as transactions bill): the group, its
 * catalogue line counting one member, the claims on its short name and name, the owner's member row
 * (auth 5) and, for a creator under quota, today's count and the owned count. Either all of it is
 * written or none, so a refused name leaves no group behind and two creators racing for one short
 * name get one group. The id comes from the group counter, skipping ids another writer took.
 */
export async function createGroup(
  groupWithId: (gid: number) => StoredGroup,
  ownerRow: (gid: number, id: number) => StoredMember,
  quota: GroupQuota | undefined,
  now: Date,
): Promise<{ gid: number } | { refusal: GroupCreateRefusal }> {
  const { value: memberId } = await addToCounters(groupMemberSequenceKey, { value: 1 });
  for (let attempt = 0; attempt < maxTakenIds; attempt += 1) {
    const { value } = await addToCounters(groupSequenceKey, { value: 1 });
    const gid = Number(value);
    const group = groupWithId(gid);
    const { code: _code, ...line } = group;
    const items: TransactItem[] = [
      putNew(groupToItem(group)),
      putNew(groupShortNameClaimKeyItem(group)),
      putNew(groupNameClaimItem(group)),
      { Put: { TableName: tableName(), Item: groupLineToItem({ ...line, memberCount: 1 }) } },
      putNew(memberToItem(ownerRow(gid, Number(memberId)))),
    ];
    items.push(takeOwnedGroup(group.ownerUid, quota?.owned));
    if (quota) items.push(takeDailyQuota(group.ownerUid, 'GROUP', quota.daily, now));
    try {
      await writeThroughConflicts(items);
      groupCatalogue.forget();
      return { gid };
    } catch (error) {
      if (!(error instanceof ConditionFailedInTransaction)) throw error;
      const failed = new Set(error.failedIndexes);
      if (failed.has(1)) return { refusal: 'shortNameTaken' };
      if (failed.has(2)) return { refusal: 'nameTaken' };
      if (failed.has(5)) return { refusal: 'ownedLimit' };
      if (failed.has(6)) return { refusal: 'dailyLimit' };
      // Only the id was taken (or the owner row under it): the next id.
    }
  }
  throw new Error(`the group counter met ${maxTakenIds} taken ids in a row`);
}

/**
 * One account creating several groups at once writes its quota items in each transaction: DynamoDB
 * cancels all but one as conflicts, and each is tried again after a short pause until its
 * conditions decide.
 */
async function writeThroughConflicts(items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transactWrite(items);
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 40));
    }
  }
}

export function groupShortNameClaimKeyItem(group: Pick<StoredGroup, 'gid' | 'shortName'>) {
  return { ...groupShortNameClaimKey(group.shortName), gid: group.gid };
}

export function groupNameClaimItem(group: Pick<StoredGroup, 'gid' | 'name'>) {
  return { ...groupNameClaimKey(group.name), gid: group.gid };
}
