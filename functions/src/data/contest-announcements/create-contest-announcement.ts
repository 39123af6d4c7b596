import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { addToCounters } from '../counters';
import {
  contestAnnouncementSequenceKey,
  contestAnnouncementToItem,
  type StoredContestAnnouncement,
} from './contest-announcement-item';

/**
 * Publish an announcement in a contest: an id from the sequence (`ADD`), then one PutItem. Ids only
 * grow, so the newest announcement has the highest sort key of the partition.
 */
export async function createContestAnnouncement(
  input: Pick<StoredContestAnnouncement, 'cid' | 'title' | 'content' | 'status' | 'uid' | 'username'>,
  now: Date = new Date(),
): Promise<StoredContestAnnouncement> {
  const { value: id } = await addToCounters(contestAnnouncementSequenceKey, { value: 1 });
  const announcement: StoredContestAnnouncement = {
    ...input,
    id: id as number,
    gmtCreate: now.toISOString(),
    gmtModified: now.toISOString(),
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: contestAnnouncementToItem(announcement),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return announcement;
}
