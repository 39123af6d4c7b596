import type { Announcement } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/*
 * The site's announcements, as visitors see them, sit in one partition at dense positions 1…count,
 * the newest at the highest. Page k of size n is then the key range of positions
 * count-k·n+1 … count-(k-1)·n: one Query whatever the page, never a skip. Creating appends at
 * count+1 in a transaction with the count; hiding or removing one moves the newer items down one
 * position, showing one again moves them up, each in one transaction (move-visible-announcements.ts).
 * A hidden announcement waits in the same partition under `HIDDEN#<id>`, outside the position range.
 *
 * A group's announcements (spec part 3, §2.8) are a board of their own with the same layout in the
 * group's announcement partition (`GROUPANNOUNCEMENTS#<gid>`), their items carrying the `gid`: every
 * read and move names its board (`gid`, null for the site's), so the home page and the site's admin
 * list never meet a group's announcement, nor a group the site's. Ids come from one sequence.
 */
export const announcementPartitionKey = 'ANNOUNCEMENTS';

/** The partition of a board of announcements: the site's (`gid` null) or group `gid`'s. */
export function announcementPartitionOf(gid: number | null): string {
  return gid === null ? announcementPartitionKey : keyOf('GROUPANNOUNCEMENTS', gid);
}

/** The board an announcement item sits on: its group, or null for the site's. */
export function boardOfItem(item: Record<string, unknown>): number | null {
  return typeof item.gid === 'number' ? item.gid : null;
}

const positionDigits = 10;

export function announcementPositionKey(position: number, gid: number | null = null): ItemKey {
  return {
    pk: announcementPartitionOf(gid),
    sk: keyOf('POS', String(position).padStart(positionDigits, '0')),
  };
}

/** Where a hidden announcement waits: in the partition, beyond the range the home page reads. */
export function hiddenAnnouncementKey(id: number, gid: number | null = null): ItemKey {
  return { pk: announcementPartitionOf(gid), sk: keyOf('HIDDEN', String(id).padStart(positionDigits, '0')) };
}

/** How many of a board's announcements are listed: the highest position. */
export function announcementCountKeyOf(gid: number | null): ItemKey {
  return { pk: announcementPartitionOf(gid), sk: 'COUNT' };
}

/** How many of the site's announcements are listed: the highest position. */
export const announcementCountKey: ItemKey = announcementCountKeyOf(null);

/** Ids stay with an announcement while its position moves; they come from their own sequence. */
export const announcementSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'ANNOUNCEMENT' };

/** The index entry that finds an announcement by id (for the admin area's edits). */
export function announcementIdIndexKey(id: number): { gsi1pk: string; gsi1sk: string } {
  return { gsi1pk: keyOf('ANNOUNCEMENT', id), gsi1sk: 'ANNOUNCEMENT' };
}

export const announcementItemVersion = 1;

/** An announcement of the site (no `gid`) or of group `gid`, at `position` of its board. */
export function announcementToItem(
  announcement: Announcement & { uid?: string; gid?: number | null },
  position: number,
): Record<string, unknown> & ItemKey {
  return toItem(
    {
      ...announcementPositionKey(position, announcement.gid ?? null),
      ...announcementIdIndexKey(announcement.id),
    },
    'Announcement',
    announcementItemVersion,
    {
      position,
      ...announcement,
    },
  );
}

/**
 * An announcement as stored: the home page's fields, the publisher's uid, the status (0 shown, 1
 * hidden) and its board (the group's id, null for the site's).
 */
export type StoredAnnouncement = Announcement & { uid: string; status: 0 | 1; gid: number | null };

/** The stored announcement of an item of either key (items written before the admin area have no status). */
export function storedAnnouncementFromItem(item: Record<string, unknown>): StoredAnnouncement {
  return {
    ...announcementFromItem(item),
    uid: String(item.uid ?? ''),
    status: String(item.sk).startsWith('HIDDEN#') ? 1 : 0,
    gid: boardOfItem(item),
  };
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
