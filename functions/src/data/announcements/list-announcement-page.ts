import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Announcement } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { newestFirstPositions, queryPositions } from '../kit/paging/dense-positions';
import {
  announcementCountKey,
  announcementFromItem,
  announcementPartitionKey,
  announcementPositionKey,
} from './announcement-item';

/**
 * Get one page of the announcements, newest first, and how many there are: the count, then the page's
 * range of positions. A deep page costs what the first one does.
 */
export async function listAnnouncementPage(
  currentPage: number,
  limit: number,
): Promise<{ records: Announcement[]; total: number }> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: announcementCountKey }));
  const total = Number(Item?.count ?? 0);
  const range = newestFirstPositions(total, currentPage, limit);
  if (!range) return { records: [], total };
  const rows = await queryPositions(
    announcementPartitionKey,
    range,
    (position) => announcementPositionKey(position).sk,
  );
  return { records: rows.map(announcementFromItem), total };
}
