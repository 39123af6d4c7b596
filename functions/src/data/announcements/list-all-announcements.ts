import { queryAll } from '../kit/query-all';
import {
  announcementPartitionOf,
  storedAnnouncementFromItem,
  type StoredAnnouncement,
} from './announcement-item';

/**
 * Every announcement of the board of `gid` (null: the site's), visible or hidden, newest (highest
 * id) first: one strongly consistent Query of the board's partition. Only the admin lists (the super
 * admin's, a group's admins') read it, so its cost (0.5 RCU per 4 KB of all the board's
 * announcements) buys an exact list right after each edit.
 */
export async function listAllAnnouncements(gid: number | null = null): Promise<StoredAnnouncement[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'entity = :entity',
    ExpressionAttributeValues: { ':pk': announcementPartitionOf(gid), ':entity': 'Announcement' },
    ConsistentRead: true,
  });
  return items.map(storedAnnouncementFromItem).sort((left, right) => right.id - left.id);
}
