import type { ProblemAuth } from '@oj/shared';
import { transactWrite, type TransactItem } from '../transact';
import { tableName } from '../dynamo-client';
import { problemKey } from './problem-item';
import { problemSummaryKey } from './problem-summary';
import { isConditionFailure } from '../kit/condition-failure';

/**
 * The writes that set who may see a problem, on the problem and its catalogue line, each only if the
 * problem exists: for a transaction that changes it with something else (a group problem joining a
 * contest becomes contest-only in the link's own transaction).
 */
export function problemAuthUpdates(pid: number, auth: ProblemAuth, modifiedUser: string): TransactItem[] {
  const change = {
    UpdateExpression: 'SET #auth = :auth, #user = :user',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#auth': 'auth', '#user': 'modifiedUser' },
    ExpressionAttributeValues: { ':auth': auth, ':user': modifiedUser },
  };
  return [
    { Update: { TableName: tableName(), Key: problemKey(pid), ...change } },
    { Update: { TableName: tableName(), Key: problemSummaryKey(pid), ...change } },
  ];
}

/**
 * Set who may see a problem, on the problem and its catalogue line together. Returns false when there
 * is no such problem.
 */
export async function changeProblemAuth(
  pid: number,
  auth: ProblemAuth,
  modifiedUser: string,
): Promise<boolean> {
  try {
    await transactWrite(problemAuthUpdates(pid, auth, modifiedUser));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
