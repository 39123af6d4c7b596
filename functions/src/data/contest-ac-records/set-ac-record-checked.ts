import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { submissionKey } from '../submissions/submission-item';
import { contestAcRecordKey } from './contest-ac-record-item';

/**
 * Ticks a contest's AC record on or off, the record named by its id (its accepted submission's id):
 * the submission says whose record and which problem (one GetItem), then one conditional update, so
 * a record that moved to another answer or is gone is not touched. False when there is no such
 * record in the contest.
 */
export async function setAcRecordChecked(
  cid: number,
  id: number,
  checked: boolean,
  now: Date = new Date(),
): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: submissionKey(id), ProjectionExpression: 'uid, pid, cid' }),
  );
  if (!Item || Number(Item.cid ?? 0) !== cid) return false;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: contestAcRecordKey(cid, String(Item.uid), Number(Item.pid)),
        UpdateExpression: 'SET checked = :checked, gmtModified = :now',
        ConditionExpression: 'submitId = :id',
        ExpressionAttributeValues: { ':checked': checked, ':now': now.toISOString(), ':id': id },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
