import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { addToCounters } from '../counters';
import { ConditionFailedInTransaction, transactWrite } from '../transact';
import { ensureNoticeHead, noticeHeadRemove, noticeHeadSet } from './notice-head';
import { noticeFromItem, noticeKey, noticeSequenceKey, noticeToItem, type StoredNotice } from './notice-item';

/** What the admin writes; the rest (id, author, dates, state) is the server's. */
export type NoticeFields = Pick<
  StoredNotice,
  'title' | 'content' | 'type' | 'recipientId' | 'recipientUsername'
>;

/** Get a notice by id (strongly consistent: the admin edits what they just listed). */
export async function getNotice(id: number): Promise<StoredNotice | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: noticeKey(id), ConsistentRead: true }),
  );
  return Item ? noticeFromItem(Item) : undefined;
}

/**
 * Store a new notice under a fresh id from its sequence, with its entry in the notices' head in the
 * same transaction. It is delivered as stored (the message centre reads notices, nothing is copied per
 * user), so its state is true from the start.
 */
export async function createNotice(
  fields: NoticeFields,
  admin: { uid: string; username: string },
  now: Date = new Date(),
): Promise<StoredNotice> {
  const { value } = await addToCounters(noticeSequenceKey, { value: 1 });
  const notice: StoredNotice = {
    id: value as number,
    ...fields,
    state: true,
    adminId: admin.uid,
    adminUsername: admin.username,
    gmtCreate: now.toISOString(),
    gmtModified: now.toISOString(),
  };
  await ensureNoticeHead();
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: noticeToItem(notice),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    noticeHeadSet(notice),
  ]);
  return notice;
}

/**
 * Rewrite a notice's fields (its audience index entry moves with the type and recipient). The put is
 * conditioned on the item read being unchanged, so an edit never resurrects a deleted notice or
 * overwrites a concurrent one. False when the notice is gone or changed meanwhile.
 */
export async function updateNotice(
  previous: StoredNotice,
  fields: NoticeFields,
  now: Date = new Date(),
): Promise<boolean> {
  const notice: StoredNotice = { ...previous, ...fields, gmtModified: now.toISOString() };
  await ensureNoticeHead();
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: noticeToItem(notice),
          ConditionExpression: 'gmtModified = :previous',
          ExpressionAttributeValues: { ':previous': previous.gmtModified },
        },
      },
      noticeHeadSet(notice),
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedInTransaction) return false;
    throw error;
  }
}

/** Delete a notice (and its head entry); false when there was none. */
export async function deleteNotice(id: number): Promise<boolean> {
  await ensureNoticeHead();
  try {
    await transactWrite([
      { Delete: { TableName: tableName(), Key: noticeKey(id), ConditionExpression: 'attribute_exists(pk)' } },
      noticeHeadRemove(id),
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedInTransaction) return false;
    throw error;
  }
}
