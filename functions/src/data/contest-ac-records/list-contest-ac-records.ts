import { queryAll } from '../kit/query-all';
import { acRecordFromItem, contestAcRecordPartition, type StoredAcRecord } from './contest-ac-record-item';

/**
 * Every AC record of a contest: one Query of its partition, eventually consistent. A record is about
 * 300 bytes, so a contest of 300 teams solving 6 problems each (1,800 records) reads in about 70
 * read units (0.5 RCU per 4 KB); the admins' 10-second poll is what it is read for.
 */
export async function listContestAcRecords(cid: number): Promise<StoredAcRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': contestAcRecordPartition(cid) },
  });
  return items.map(acRecordFromItem);
}
