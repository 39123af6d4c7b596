import { deleteKeysInBatches } from '../kit/batch-delete';
import { queryAll } from '../kit/query-all';
import type { GroupSweep } from '../groups/sweep-group';
import { announcementPartitionOf } from './announcement-item';

/**
 * A disbanded group's announcements: the whole board (its visible positions, its hidden ones and its
 * count) is the group's announcement partition, removed by key, 25 a BatchWrite; the id index entries
 * go with their items. Idempotent: a second sweep finds nothing.
 */
export const sweepGroupAnnouncements: GroupSweep = async (gid) => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': announcementPartitionOf(gid) },
    ProjectionExpression: 'pk, sk, entity',
  });
  await deleteKeysInBatches(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  return items.filter((item) => item.entity === 'Announcement').length;
};
