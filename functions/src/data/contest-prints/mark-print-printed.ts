import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { contestPrintStatus } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { contestPrintLineKey } from './contest-print-item';

/** Marks a contest's print as printed (status 1); false when the contest has no print of that id. */
export async function markPrintPrinted(cid: number, id: number, now: Date = new Date()): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: contestPrintLineKey(cid, id),
        UpdateExpression: 'SET #status = :printed, gmtModified = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':printed': contestPrintStatus.printed, ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
