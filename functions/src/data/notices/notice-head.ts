import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { NoticeAudience } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { isConditionFailure } from '../kit/condition-failure';
import type { TransactItem } from '../transact';
import type { StoredNotice } from './notice-item';

/*
 * The notices' head: one item with a short summary of every notice (audience, recipient, time), kept
 * in the same transaction as each notice write. The unread poll counts a user's unread system notices
 * from it and the user's counter item, so `msg/unread` stays one GetItem of the counter (plus this
 * item, read at most once per 10 s per warm function). About 80 bytes a notice: the item holds
 * thousands before its 400 KB limit.
 */
export const noticeHeadKey: ItemKey = { pk: 'NOTICEHEAD', sk: 'HEAD' };

export interface NoticeSummary {
  id: number;
  type: NoticeAudience;
  recipientId: string | null;
  gmtCreate: string;
}

let headExists: Promise<void> | undefined;

/** Creates the head (empty) once, so transactions can set and remove its entries by path. */
export function ensureNoticeHead(): Promise<void> {
  headExists ??= dynamo()
    .send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...noticeHeadKey, recent: {} },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .then(
      () => undefined,
      (error: unknown) => {
        if (isConditionFailure(error)) return;
        headExists = undefined;
        throw error;
      },
    );
  return headExists;
}

/** The head's entry of a notice, set (created or edited) in the notice write's transaction. */
export function noticeHeadSet(notice: StoredNotice): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: noticeHeadKey,
      UpdateExpression: 'SET #recent.#id = :summary',
      ExpressionAttributeNames: { '#recent': 'recent', '#id': String(notice.id) },
      ExpressionAttributeValues: {
        ':summary': { type: notice.type, recipientId: notice.recipientId, gmtCreate: notice.gmtCreate },
      },
    },
  };
}

/** The head's entry of a notice removed, in the delete's transaction. */
export function noticeHeadRemove(id: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: noticeHeadKey,
      UpdateExpression: 'REMOVE #recent.#id',
      ExpressionAttributeNames: { '#recent': 'recent', '#id': String(id) },
    },
  };
}

/** Every notice's summary (one GetItem; eventually consistent reads suffice for a cached snapshot). */
export async function readNoticeHead(): Promise<NoticeSummary[]> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: noticeHeadKey }));
  const recent = (Item?.recent ?? {}) as Record<
    string,
    { type?: unknown; recipientId?: unknown; gmtCreate?: unknown }
  >;
  return Object.entries(recent).map(([id, summary]) => ({
    id: Number(id),
    type: String(summary.type) as NoticeAudience,
    recipientId: typeof summary.recipientId === 'string' ? summary.recipientId : null,
    gmtCreate: String(summary.gmtCreate ?? ''),
  }));
}
