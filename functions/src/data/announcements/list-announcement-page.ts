import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Announcement } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
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
  const highest = total - (currentPage - 1) * limit;
  if (highest < 1) return { records: [], total };
  const lowest = Math.max(1, highest - limit + 1);
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lowest AND :highest',
      ExpressionAttributeValues: {
        ':pk': announcementPartitionKey,
        ':lowest': announcementPositionKey(lowest).sk,
        ':highest': announcementPositionKey(highest).sk,
      },
      ScanIndexForward: false,
    }),
  );
  return { records: Items.map(announcementFromItem), total };
}
