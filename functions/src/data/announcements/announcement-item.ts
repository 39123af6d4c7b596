import type { Announcement } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/*
 * The site's announcements, as visitors see them, sit in one partition at dense positions 1…count,
 * the newest at the highest. Page k of size n is then the key range of positions
 * count-k·n+1 … count-(k-1)·n: one Query whatever the page, never a skip. Creating appends at
 * count+1 in a transaction with the count; an administrator's removal will move the later items down
 * one position in its own transaction (announcements are few and rarely removed).
 */
export const announcementPartitionKey = 'ANNOUNCEMENTS';

const positionDigits = 10;

export function announcementPositionKey(position: number): ItemKey {
  return { pk: announcementPartitionKey, sk: keyOf('POS', String(position).padStart(positionDigits, '0')) };
}

/** How many announcements are listed: the highest position. */
export const announcementCountKey: ItemKey = { pk: announcementPartitionKey, sk: 'COUNT' };

/** Ids stay with an announcement while its position moves; they come from their own sequence. */
export const announcementSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'ANNOUNCEMENT' };

/** The index entry that finds an announcement by id (for the admin area's edits). */
export function announcementIdIndexKey(id: number): { gsi1pk: string; gsi1sk: string } {
  return { gsi1pk: keyOf('ANNOUNCEMENT', id), gsi1sk: 'ANNOUNCEMENT' };
}

export const announcementItemVersion = 1;

export function announcementToItem(
  announcement: Announcement,
  position: number,
): Record<string, unknown> & ItemKey {
  return toItem(
    { ...announcementPositionKey(position), ...announcementIdIndexKey(announcement.id) },
    'Announcement',
    announcementItemVersion,
    {
      position,
      ...announcement,
    },
  );
}

export function announcementFromItem(item: Record<string, unknown>): Announcement {
  return {
    id: Number(item.id),
    title: String(item.title ?? ''),
    content: String(item.content ?? ''),
    username: String(item.username ?? ''),
    gmtCreate: String(item.gmtCreate ?? ''),
    gmtModified: String(item.gmtModified ?? item.gmtCreate ?? ''),
  };
}
