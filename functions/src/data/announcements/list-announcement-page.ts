import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Announcement } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { newestFirstPositions, queryPositions } from '../kit/paging/dense-positions';
import {
  announcementCountKeyOf,
  announcementFromItem,
  announcementPartitionOf,
  announcementPositionKey,
  storedAnnouncementFromItem,
  type StoredAnnouncement,
} from './announcement-item';

/** One page of a board's visible items, newest first, and how many there are. */
async function readVisiblePage(
  gid: number | null,
  currentPage: number,
  limit: number,
): Promise<{ items: Record<string, unknown>[]; total: number }> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: announcementCountKeyOf(gid) }),
  );
  const total = Number(Item?.count ?? 0);
  const range = newestFirstPositions(total, currentPage, limit);
  if (!range) return { items: [], total };
  const items = await queryPositions(
    announcementPartitionOf(gid),
    range,
    (position) => announcementPositionKey(position, gid).sk,
  );
  return { items, total };
}

/**
 * Get one page of the site's announcements, newest first, and how many there are: the count, then
 * the page's range of positions. A deep page costs what the first one does.
 */
export async function listAnnouncementPage(
  currentPage: number,
  limit: number,
): Promise<{ records: Announcement[]; total: number }> {
  const { items, total } = await readVisiblePage(null, currentPage, limit);
  return { records: items.map(announcementFromItem), total };
}

/**
 * Get one page of group `gid`'s visible announcements as stored (with the publisher's uid and the
 * status), newest first, and how many are visible: the same two reads as the site's page.
 */
export async function listGroupAnnouncementPage(
  gid: number,
  currentPage: number,
  limit: number,
): Promise<{ records: StoredAnnouncement[]; total: number }> {
  const { items, total } = await readVisiblePage(gid, currentPage, limit);
  return { records: items.map(storedAnnouncementFromItem), total };
}
