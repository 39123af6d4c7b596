import type { ProblemAuth } from '@oj/shared';
import { transactWrite } from '../transact';
import { tableName } from '../dynamo-client';
import { problemKey } from './problem-item';
import { problemSummaryKey } from './problem-summary';
import { isConditionFailure } from '../kit/condition-failure';

/**
 * Set who may see a problem, on the problem and its catalogue line together. Returns false when there
 * is no such problem.
 */
export async function changeProblemAuth(
  pid: number,
  auth: ProblemAuth,
  modifiedUser: string,
): Promise<boolean> {
  const change = {
    UpdateExpression: 'SET #auth = :auth, #user = :user',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#auth': 'auth', '#user': 'modifiedUser' },
    ExpressionAttributeValues: { ':auth': auth, ':user': modifiedUser },
  };
  try {
    await transactWrite([
      { Update: { TableName: tableName(), Key: problemKey(pid), ...change } },
      { Update: { TableName: tableName(), Key: problemSummaryKey(pid), ...change } },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
