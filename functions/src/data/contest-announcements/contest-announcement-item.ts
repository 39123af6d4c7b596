import type { ContestAnnouncement } from '@oj/shared';
import { keyOf, type ItemKey } from '../item-key';
import { toItem } from '../kit/versioned-item';
import { contestAnnouncementKey } from '../contests/contest-keys';

/*
 * A contest's announcements sit in the contest's partition under `ANNOUNCEMENT#<id, 10 digits>`, so
 * one Query reads them all in id order, which is the order of publication. An index entry finds one
 * by its id alone, as the contract's delete names only `aid`.
 */

/** Ids come from their own sequence, apart from the site's announcements. */
export const contestAnnouncementSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'CONTESTANNOUNCEMENT' };

/** The first part of every announcement's sort key in a contest's partition. */
export const contestAnnouncementSortPrefix = keyOf('ANNOUNCEMENT', '');

/** The index entry (gsi1) that finds an announcement's contest by the announcement's id. */
export function contestAnnouncementIdIndexKey(id: number): { gsi1pk: string; gsi1sk: string } {
  return { gsi1pk: keyOf('CONTESTANNOUNCEMENT', id), gsi1sk: 'CONTESTANNOUNCEMENT' };
}

export const contestAnnouncementItemVersion = 1;

/** An announcement of a contest as stored: `AnnouncementVO` and its contest. */
export type StoredContestAnnouncement = ContestAnnouncement & { cid: number };

export function contestAnnouncementToItem(announcement: StoredContestAnnouncement): Record<string, unknown> {
  return toItem(
    {
      ...contestAnnouncementKey(announcement.cid, announcement.id),
      ...contestAnnouncementIdIndexKey(announcement.id),
    },
    'ContestAnnouncement',
    contestAnnouncementItemVersion,
    announcement,
  );
}

export function contestAnnouncementFromItem(item: Record<string, unknown>): StoredContestAnnouncement {
  return {
    id: Number(item.id),
    cid: Number(item.cid),
    title: String(item.title ?? ''),
    content: String(item.content ?? ''),
    uid: String(item.uid ?? ''),
    username: String(item.username ?? ''),
    status: item.status === 1 ? 1 : 0,
    gmtCreate: String(item.gmtCreate ?? ''),
    gmtModified: String(item.gmtModified ?? item.gmtCreate ?? ''),
  };
}
