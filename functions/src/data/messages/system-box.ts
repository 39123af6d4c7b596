import type { StoredNotice } from '../notices/notice-item';
import { noticeFromItem } from '../notices/notice-item';
import type { NoticeSummary } from '../notices/notice-head';
import { queryAll } from '../kit/query-all';
import { keyOf } from '../item-key';
import type { MessageCounter } from './message-counter';

/*
 * The `Sys` box is read from the notices themselves (fan-out on read): nothing is written per user
 * when a notice is sent. A notice reaches a user when it is addressed to them (Single), or to all (or
 * to admins, for an admin) and was sent after their account was created.
 */

export interface SystemReader {
  uid: string;
  admin: boolean;
}

/** Whether a notice reaches the reader and is still in their box (not deleted, not cleared). */
export function noticeInBox(
  notice: Pick<NoticeSummary, 'id' | 'type' | 'recipientId' | 'gmtCreate'>,
  reader: SystemReader,
  counter: MessageCounter,
): boolean {
  if (notice.id <= counter.sysClearedId || counter.sysDeleted.has(notice.id)) return false;
  if (notice.type === 'Single') return notice.recipientId === reader.uid;
  if (notice.type === 'Admin' && !reader.admin) return false;
  return counter.since !== null && notice.gmtCreate >= counter.since;
}

/** Unread system notices of a reader: from the notices' head and the reader's counter item. */
export function unreadSystemCount(
  head: NoticeSummary[],
  reader: SystemReader,
  counter: MessageCounter,
): number {
  return head.filter((notice) => noticeInBox(notice, reader, counter) && !counter.sysRead.has(notice.id))
    .length;
}

async function noticesTo(audience: string): Promise<StoredNotice[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keyOf('NOTICETO', audience) },
    ScanIndexForward: false,
  });
  return items.map(noticeFromItem);
}

/**
 * The reader's system notices, newest first: a Query of the audience index for all, for admins (an
 * admin only) and for the reader (0.5 RCU per 4 KB each), filtered by the reader's counter.
 */
export async function systemNotices(reader: SystemReader, counter: MessageCounter): Promise<StoredNotice[]> {
  const lists = await Promise.all([
    noticesTo('ALL'),
    reader.admin ? noticesTo('ADMIN') : Promise.resolve([]),
    noticesTo(keyOf('USER', reader.uid)),
  ]);
  return lists
    .flat()
    .filter((notice) => noticeInBox(notice, reader, counter))
    .sort((a, b) => b.id - a.id);
}
