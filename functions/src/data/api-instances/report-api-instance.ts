import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { expiresAfter } from '../ttl';
import { requireUpdate } from '../kit/update-expression';
import { stampOf } from '../kit/versioned-item';
import {
  apiAreaKey,
  apiInstanceFields,
  apiInstanceKey,
  apiInstanceLifetimeSeconds,
  type ApiInstanceReport,
} from './api-instance-item';

/** The area's item: one more instance started now, and the first ever if there was none. */
function countInstanceStarted(report: ApiInstanceReport) {
  const stamp = stampOf('ApiArea', 1);
  return new UpdateCommand({
    TableName: tableName(),
    Key: apiAreaKey(report.area),
    UpdateExpression:
      'SET #entity = :entity, #v = :v, #area = :area, #firstSeen = if_not_exists(#firstSeen, :now), ' +
      '#lastStarted = :now ADD #instancesStarted :one',
    ExpressionAttributeNames: {
      '#entity': 'entity',
      '#v': 'v',
      '#area': 'area',
      '#firstSeen': 'firstSeen',
      '#lastStarted': 'lastStarted',
      '#instancesStarted': 'instancesStarted',
    },
    ExpressionAttributeValues: {
      ':entity': stamp.entity,
      ':v': stamp.v,
      ':area': report.area,
      ':now': report.lastSeen,
      ':one': 1,
    },
  });
}

/**
 * An instance's report: its item rewritten whole (1 WCU, the item is under 1 KB), expiring an hour
 * later. Its first report also counts it on the area's item (1 WCU more). Both are UpdateItem, the one
 * write every area function, the read-only ones too, may make in this partition.
 */
export async function reportApiInstance(report: ApiInstanceReport, first: boolean): Promise<void> {
  const expiresAt = expiresAfter(apiInstanceLifetimeSeconds, Date.parse(report.lastSeen));
  const instanceUpdate = new UpdateCommand({
    TableName: tableName(),
    Key: apiInstanceKey(report.area, report.instanceId),
    ...requireUpdate({ set: apiInstanceFields(report, expiresAt) }),
  });
  await Promise.all([
    dynamo().send(instanceUpdate),
    ...(first ? [dynamo().send(countInstanceStarted(report))] : []),
  ]);
}
