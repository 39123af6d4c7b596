import { unreadCounterOfBox } from '@oj/shared';
import { batchGetItems } from '../kit/batch-get';
import { tableName } from '../dynamo-client';
import { queryAll, queryFirst } from '../kit/query-all';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { messageBoxPartition, messageKey, type StoredBox } from './message-keys';
import { counterChange, readMessageCounter } from './message-counter';

const maxAttempts = 8;
/** Items per transaction when clearing a box: 99 deletes and the counter. */
const deletesPerTransaction = 99;

/** The newest `wanted` messages of a stored box: a Query reading the pages before the one asked too. */
async function newestOfBox(uid: string, box: StoredBox, wanted: number): Promise<Record<string, unknown>[]> {
  return queryFirst(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :box)',
      ExpressionAttributeValues: { ':pk': messageBoxPartition(uid), ':box': `${box}#` },
      ScanIndexForward: false,
      ConsistentRead: true,
    },
    wanted,
  );
}

/**
 * One page of a stored box, newest first, and its total (the counter's `<box>Total`), the two read
 * side by side. There is no offset in DynamoDB, so the pages before the one asked are read too.
 */
export async function readBoxPage(
  uid: string,
  box: StoredBox,
  paging: { currentPage: number; limit: number },
): Promise<{ items: Record<string, unknown>[]; total: number }> {
  const wanted = paging.currentPage * paging.limit;
  const [items, counter] = await Promise.all([newestOfBox(uid, box, wanted), readMessageCounter(uid)]);
  const total = Math.max(0, counter.counts[`${unreadCounterOfBox[box]}Total`] ?? 0);
  return { items: items.slice((paging.currentPage - 1) * paging.limit, wanted), total };
}

/**
 * Marks messages read and lowers the box's unread count by exactly those that were unread: each flip
 * is conditioned on the message being unread, in one transaction with the counter, so two tabs reading
 * the same page at once lower it once (the loser reads the messages again and flips what is left).
 */
export async function markRead(uid: string, box: StoredBox, ids: number[]): Promise<void> {
  let pending = ids;
  for (let attempt = 0; attempt < maxAttempts && pending.length > 0; attempt += 1) {
    try {
      await transactWrite([
        ...pending.map((id): TransactItem => ({
          Update: {
            TableName: tableName(),
            Key: messageKey(uid, box, id),
            UpdateExpression: 'SET #state = :read',
            ConditionExpression: '#state = :unread',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':read': true, ':unread': false },
          },
        })),
        counterChange(uid, box, -pending.length, 0),
      ]);
      return;
    } catch (error) {
      if (!(error instanceof ConditionFailedInTransaction)) throw error;
      const now = await batchGetItems(
        pending.map((id) => messageKey(uid, box, id)),
        { ProjectionExpression: 'id, #state', ExpressionAttributeNames: { '#state': 'state' } },
      );
      pending = now.filter((item) => item.state === false).map((item) => Number(item.id));
    }
  }
  if (pending.length > 0) throw new Error(`marking messages of ${uid} read kept losing races`);
}

/**
 * Deletes messages of a box as they were read (each conditioned on its read state being the one
 * read), lowering the box's total and its unread count by what went, in transactions of 99. False
 * when a message changed meanwhile: the caller reads again and retries.
 */
async function deleteAsRead(
  uid: string,
  box: StoredBox,
  items: { id: number; state: boolean }[],
): Promise<boolean> {
  for (let start = 0; start < items.length; start += deletesPerTransaction) {
    const chunk = items.slice(start, start + deletesPerTransaction);
    try {
      await transactWrite([
        ...chunk.map((item): TransactItem => ({
          Delete: {
            TableName: tableName(),
            Key: messageKey(uid, box, item.id),
            ConditionExpression: '#state = :state',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':state': item.state },
          },
        })),
        counterChange(uid, box, -chunk.filter((item) => !item.state).length, -chunk.length),
      ]);
    } catch (error) {
      if (error instanceof ConditionFailedInTransaction) return false;
      throw error;
    }
  }
  return true;
}

async function boxItems(uid: string, box: StoredBox, id?: number): Promise<{ id: number; state: boolean }[]> {
  const items = await queryAll({
    KeyConditionExpression: id === undefined ? 'pk = :pk AND begins_with(sk, :box)' : 'pk = :pk AND sk = :sk',
    ExpressionAttributeValues:
      id === undefined
        ? { ':pk': messageBoxPartition(uid), ':box': `${box}#` }
        : { ':pk': messageBoxPartition(uid), ':sk': messageKey(uid, box, id).sk },
    ProjectionExpression: 'id, #state',
    ExpressionAttributeNames: { '#state': 'state' },
    ConsistentRead: true,
  });
  return items.map((item) => ({ id: Number(item.id), state: item.state === true }));
}

/**
 * Deletes one message of a box (`id`) or all of it, lowering the counter by exactly what went.
 * Answers how many were deleted (0: no such message).
 */
export async function cleanBox(uid: string, box: StoredBox, id?: number): Promise<number> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const items = await boxItems(uid, box, id);
    if (await deleteAsRead(uid, box, items)) return items.length;
  }
  throw new Error(`cleaning the ${box} box of ${uid} kept losing races`);
}
