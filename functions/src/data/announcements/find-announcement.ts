import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import {
  announcementIdIndexKey,
  announcementPartitionOf,
  storedAnnouncementFromItem,
  type StoredAnnouncement,
} from './announcement-item';

/**
 * The stored item of announcement `id`, wherever it sits (a visible position or the hidden key, on
 * any board): the id index gives its key, a strongly consistent read of that key confirms it (the
 * index lags writes).
 */
async function findOnAnyBoard(id: number): Promise<Record<string, unknown> | undefined> {
  const indexKey = announcementIdIndexKey(id);
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': indexKey.gsi1pk, ':sk': indexKey.gsi1sk },
    }),
  );
  for (const entry of Items) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: { pk: entry.pk, sk: entry.sk }, ConsistentRead: true }),
    );
    if (Item && Number(Item.id) === id) return Item;
  }
  return undefined;
}

/**
 * The stored item of announcement `id` on the board of `gid` (null: the site's): an announcement of
 * another board is not found, so the site's calls never change a group's, nor a group's calls the
 * site's or another group's.
 */
export async function findAnnouncementItem(
  id: number,
  gid: number | null = null,
): Promise<Record<string, unknown> | undefined> {
  const item = await findOnAnyBoard(id);
  return item && item.pk === announcementPartitionOf(gid) ? item : undefined;
}

/**
 * Announcement `id` of whichever board holds it, with that board (`gid`), for a call that names the
 * announcement alone (a group's `DELETE group/announcement?aid`) and must find its group first.
 */
export async function findAnnouncement(id: number): Promise<StoredAnnouncement | undefined> {
  const item = await findOnAnyBoard(id);
  return item ? storedAnnouncementFromItem(item) : undefined;
}
