import { queryAll } from '../kit/query-all';
import {
  announcementPartitionKey,
  storedAnnouncementFromItem,
  type StoredAnnouncement,
} from './announcement-item';

/**
 * Every announcement, visible or hidden, newest (highest id) first: one strongly consistent Query of
 * the partition. Only the super admin's list reads it, so its cost (0.5 RCU per 4 KB of all the
 * announcements) buys an exact list right after each edit.
 */
export async function listAllAnnouncements(): Promise<StoredAnnouncement[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'entity = :entity',
    ExpressionAttributeValues: { ':pk': announcementPartitionKey, ':entity': 'Announcement' },
    ConsistentRead: true,
  });
  return items.map(storedAnnouncementFromItem).sort((left, right) => right.id - left.id);
}
