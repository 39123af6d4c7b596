import { queryAll } from '../kit/query-all';
import { noticeFromItem, noticePartitionKey, type StoredNotice } from './notice-item';

/**
 * Every notice, newest first: one strongly consistent Query of the partition. Only the super admin's
 * list reads it (0.5 RCU per 4 KB of all notices), and it filters by audience in memory.
 */
export async function listNotices(): Promise<StoredNotice[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': noticePartitionKey },
    ConsistentRead: true,
    ScanIndexForward: false,
  });
  return items.map(noticeFromItem);
}
