import { isMemberAuth, type MemberAuth } from '@oj/shared';
import { addToCounters } from '../counters';
import { tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { groupCatalogue } from './group-catalogue';
import { groupKey, groupLineKey, groupMemberKey, groupMemberSequenceKey } from './group-keys';
import { memberToItem, type StoredMember } from './member-item';

/*
 * Membership writes. Each is one transaction whose conditions hold the row as the caller read it,
 * with the catalogue line's `memberCount` moved by the same transaction (members proper, auth 3–5),
 * so the count never drifts from the rows and two admins acting at once cannot both act.
 */

/** What a membership write found instead of what it expected. */
export type MemberWriteOutcome = 'done' | 'changedMeanwhile' | 'groupGone';

function countDelta(gid: number, delta: number): TransactItem[] {
  if (delta === 0) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: groupLineKey(gid),
        UpdateExpression: 'ADD memberCount :delta',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':delta': delta },
      },
    },
  ];
}

const groupStillThere = (gid: number): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: groupKey(gid), ConditionExpression: 'attribute_exists(pk)' },
});

async function run(items: TransactItem[], rowIndex: number): Promise<MemberWriteOutcome> {
  try {
    await transactWrite(items);
    groupCatalogue.forget();
    return 'done';
  } catch (error) {
    if (!(error instanceof ConditionFailedInTransaction)) throw error;
    return error.failedIndexes.includes(rowIndex) ? 'changedMeanwhile' : 'groupGone';
  }
}

/** A new row id for the contract's `GroupMember.id`. */
export async function nextMemberId(): Promise<number> {
  return Number((await addToCounters(groupMemberSequenceKey, { value: 1 })).value);
}

/**
 * Writes a new row (joining or applying) if the account has none in the group yet, with `alongside`
 * (the welcome message) in the same transaction.
 */
export function addMember(member: StoredMember, alongside: TransactItem[] = []): Promise<MemberWriteOutcome> {
  return run(
    [
      {
        Put: {
          TableName: tableName(),
          Item: memberToItem(member),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      groupStillThere(member.gid),
      ...countDelta(member.gid, isMemberAuth(member.auth) ? 1 : 0),
      ...alongside,
    ],
    0,
  );
}

/** Replaces a row (an application again after a refusal; a new reason) while its auth is `from`. */
export function replaceMember(member: StoredMember, from: MemberAuth): Promise<MemberWriteOutcome> {
  const delta = Number(isMemberAuth(member.auth)) - Number(isMemberAuth(from));
  return run(
    [
      {
        Put: {
          TableName: tableName(),
          Item: memberToItem(member),
          ConditionExpression: '#auth = :from',
          ExpressionAttributeNames: { '#auth': 'auth' },
          ExpressionAttributeValues: { ':from': from },
        },
      },
      groupStillThere(member.gid),
      ...countDelta(member.gid, delta),
    ],
    0,
  );
}

/** Changes a row's auth while it is `from`, with `alongside` (the member's message) in the same transaction. */
export function changeMemberAuth(
  gid: number,
  uid: string,
  from: MemberAuth,
  to: MemberAuth,
  now: string,
  alongside: TransactItem[] = [],
): Promise<MemberWriteOutcome> {
  return run(
    [
      {
        Update: {
          TableName: tableName(),
          Key: groupMemberKey(gid, uid),
          UpdateExpression: 'SET #auth = :to, gmtModified = :now',
          ConditionExpression: '#auth = :from',
          ExpressionAttributeNames: { '#auth': 'auth' },
          ExpressionAttributeValues: { ':from': from, ':to': to, ':now': now },
        },
      },
      groupStillThere(gid),
      ...countDelta(gid, Number(isMemberAuth(to)) - Number(isMemberAuth(from))),
      ...alongside,
    ],
    0,
  );
}

/** Removes a row (a kick, an exit) while its auth is `from`. */
export function removeMember(gid: number, uid: string, from: MemberAuth): Promise<MemberWriteOutcome> {
  return run(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: groupMemberKey(gid, uid),
          ConditionExpression: '#auth = :from',
          ExpressionAttributeNames: { '#auth': 'auth' },
          ExpressionAttributeValues: { ':from': from },
        },
      },
      ...countDelta(gid, isMemberAuth(from) ? -1 : 0),
    ],
    0,
  );
}
