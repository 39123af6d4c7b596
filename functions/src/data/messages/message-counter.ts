import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unreadCounterOfBox } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import type { TransactItem } from '../transact';
import { unreadCounterKey, type StoredBox } from './message-keys';

/**
 * A user's counter item: the unread count and total of each stored box (`comment`, `commentTotal`,
 * …), and where their reading of system notices stands: `since` (the account's creation: notices to
 * all or to admins sent before it do not reach it), the notices read (`sysRead`) and deleted
 * (`sysDeleted`), and `sysClearedId` (everything up to it cleared at once).
 */
export interface MessageCounter {
  counts: Record<string, number>;
  since: string | null;
  sysRead: Set<number>;
  sysDeleted: Set<number>;
  sysClearedId: number;
}

const numberSet = (value: unknown): Set<number> =>
  value instanceof Set ? new Set([...value].map(Number)) : new Set<number>();

export function counterOf(item: Record<string, unknown> | undefined): MessageCounter {
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(item ?? {})) if (typeof value === 'number') counts[name] = value;
  return {
    counts,
    since: typeof item?.since === 'string' ? item.since : null,
    sysRead: numberSet(item?.sysRead),
    sysDeleted: numberSet(item?.sysDeleted),
    sysClearedId: typeof item?.sysClearedId === 'number' ? item.sysClearedId : 0,
  };
}

/** The counter item: one strongly consistent GetItem (1 RCU). */
export async function readMessageCounter(uid: string): Promise<MessageCounter> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: unreadCounterKey(uid), ConsistentRead: true }),
  );
  return counterOf(Item);
}

/** Records the account's creation time once (the first time the user's boxes are read). */
export async function recordCounterSince(uid: string, since: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: unreadCounterKey(uid),
      UpdateExpression: 'SET since = if_not_exists(since, :since)',
      ExpressionAttributeValues: { ':since': since },
    }),
  );
}

/** Adds notice ids to one of the counter's sets (`sysRead` or `sysDeleted`): idempotent. */
export async function addToNoticeSet(
  uid: string,
  set: 'sysRead' | 'sysDeleted',
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: unreadCounterKey(uid),
      UpdateExpression: 'ADD #set :ids',
      ExpressionAttributeNames: { '#set': set },
      ExpressionAttributeValues: { ':ids': new Set(ids) },
    }),
  );
}

/** Clears every notice up to `id` (never moves the mark back). */
export async function clearNoticesUpTo(uid: string, id: number): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: unreadCounterKey(uid),
        UpdateExpression: 'SET sysClearedId = :id',
        ConditionExpression: 'attribute_not_exists(sysClearedId) OR sysClearedId < :id',
        ExpressionAttributeValues: { ':id': id },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/**
 * The counter item's change, for a transaction, when a box gains or loses messages: `unread` added to
 * the box's unread count and `total` to its total (the list's `total` without counting the partition).
 * ADD creates the item when the user has none.
 */
export function counterChange(uid: string, box: StoredBox, unread: number, total: number): TransactItem {
  const name = unreadCounterOfBox[box];
  return {
    Update: {
      TableName: tableName(),
      Key: unreadCounterKey(uid),
      UpdateExpression: 'ADD #unread :unread, #total :total',
      ExpressionAttributeNames: { '#unread': name, '#total': `${name}Total` },
      ExpressionAttributeValues: { ':unread': unread, ':total': total },
    },
  };
}
