import type { NoticeAudience } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/*
 * System notices the super admin writes. All sit in one partition (`NOTICES`, by id), which the admin
 * list reads whole; gsi1 files each under its audience (`NOTICETO#ALL`, `NOTICETO#ADMIN` or
 * `NOTICETO#USER#<uid>`, by id), so the message centre can read a user's system notices newest first
 * with two or three Queries when it delivers them.
 */
export const noticePartitionKey = 'NOTICES';
export const noticeSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'NOTICE' };
export const noticeItemVersion = 1;

const idDigits = 10;
const paddedId = (id: number) => String(id).padStart(idDigits, '0');

export function noticeKey(id: number): ItemKey {
  return { pk: noticePartitionKey, sk: keyOf('N', paddedId(id)) };
}

/** The audience index entry: one partition per audience, one per single recipient. */
export function noticeAudienceKey(notice: Pick<StoredNotice, 'id' | 'type' | 'recipientId'>): {
  gsi1pk: string;
  gsi1sk: string;
} {
  const audience =
    notice.type === 'Single' ? keyOf('USER', notice.recipientId ?? '') : notice.type.toUpperCase();
  return { gsi1pk: keyOf('NOTICETO', audience), gsi1sk: paddedId(notice.id) };
}

export interface StoredNotice {
  id: number;
  title: string;
  content: string;
  type: NoticeAudience;
  /** The recipient of a `Single` notice, else null. */
  recipientId: string | null;
  recipientUsername: string | null;
  /** Delivered: true from when it is stored, since the message centre reads the notices themselves. */
  state: boolean;
  adminId: string;
  adminUsername: string;
  gmtCreate: string;
  gmtModified: string;
}

export function noticeToItem(notice: StoredNotice): Record<string, unknown> & ItemKey {
  return toItem(
    { ...noticeKey(notice.id), ...noticeAudienceKey(notice) },
    'Notice',
    noticeItemVersion,
    notice,
  );
}

export function noticeFromItem(item: Record<string, unknown>): StoredNotice {
  const type = String(item.type) as NoticeAudience;
  return {
    id: Number(item.id),
    title: String(item.title ?? ''),
    content: String(item.content ?? ''),
    type,
    recipientId: typeof item.recipientId === 'string' ? item.recipientId : null,
    recipientUsername: typeof item.recipientUsername === 'string' ? item.recipientUsername : null,
    /* Notices stored before delivery on read existed are read by the message centre all the same. */
    state: true,
    adminId: String(item.adminId ?? ''),
    adminUsername: String(item.adminUsername ?? ''),
    gmtCreate: String(item.gmtCreate ?? ''),
    gmtModified: String(item.gmtModified ?? item.gmtCreate ?? ''),
  };
}
