import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Announcement } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { addToCounters } from '../counters';
import { transactWrite } from '../transact';
import { announcementCountKeyOf, announcementSequenceKey, announcementToItem } from './announcement-item';
import { isConditionFailure } from '../kit/condition-failure';
import { requireUpdate } from '../kit/update-expression';
import { stampOf } from '../kit/versioned-item';

/** Two administrators publishing in the same instant retry; more than this many losses is a fault. */
const maxAttempts = 8;

async function listedCount(gid: number | null): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: announcementCountKeyOf(gid), ConsistentRead: true }),
  );
  return Number(Item?.count ?? 0);
}

/**
 * Publish an announcement at the top of the list: the site's, or group `gid`'s board when the input
 * names one. The count moves from n to n+1 only together with the item put at position n+1, so
 * positions stay dense (no page ever comes up short) however close two publications come.
 */
export async function createAnnouncement(
  input: Pick<Announcement, 'title' | 'content' | 'username'> & { uid?: string; gid?: number | null },
  now: Date = new Date(),
): Promise<Announcement & { position: number }> {
  const { value: id } = await addToCounters(announcementSequenceKey, { value: 1 });
  const { gid = null, ...fields } = input;
  const announcement: Announcement & { gid?: number } = {
    id: id as number,
    ...fields,
    // The site's items carry no `gid`, as before there were groups.
    ...(gid === null ? {} : { gid }),
    gmtCreate: now.toISOString(),
    gmtModified: now.toISOString(),
  };
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const count = await listedCount(gid);
    const position = count + 1;
    const countUpdate = requireUpdate({ set: { count: position, ...stampOf('AnnouncementCount', 1) } });
    try {
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: announcementCountKeyOf(gid),
            ...countUpdate,
            ConditionExpression:
              count === 0 ? 'attribute_not_exists(#count) OR #count = :zero' : '#count = :count',
            ExpressionAttributeNames: { ...countUpdate.ExpressionAttributeNames, '#count': 'count' },
            ExpressionAttributeValues: {
              ...countUpdate.ExpressionAttributeValues,
              ...(count === 0 ? { ':zero': 0 } : { ':count': count }),
            },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: announcementToItem(announcement, position),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
      return { ...announcement, position };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`announcement ${announcement.id}: the list kept changing for ${maxAttempts} attempts`);
}
