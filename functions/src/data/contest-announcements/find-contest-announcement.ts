import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { contestAnnouncementIdIndexKey } from './contest-announcement-item';

/**
 * The contest an announcement belongs to, found by the announcement's id alone: one Query of gsi1
 * (`CONTESTANNOUNCEMENT#<id>`), 0.5 RCU. Undefined when no contest has it.
 */
export async function findContestOfAnnouncement(id: number): Promise<number | undefined> {
  const { gsi1pk } = contestAnnouncementIdIndexKey(id);
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
      ProjectionExpression: 'cid',
      Limit: 1,
    }),
  );
  const cid = Items[0]?.cid;
  return typeof cid === 'number' ? cid : undefined;
}
