import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { expiresAfter, isExpired } from '../ttl';
import { updateIf } from '../update-if';
import {
  checkerCompileFromItem,
  checkerCompileKey,
  checkerCompileLifetimeSeconds,
  checkerCompileToItem,
  type CheckerCompile,
} from './checker-compile-item';
import { isConditionFailure } from '../kit/condition-failure';

/** Get a compile by key; expired ones are gone. */
export async function getCheckerCompile(
  key: string,
  consistent = false,
): Promise<CheckerCompile | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: checkerCompileKey(key), ConsistentRead: consistent }),
  );
  if (!Item || isExpired(Item)) return undefined;
  return checkerCompileFromItem(Item);
}

/**
 * Ask for a compile: store it pending, unless the same code already compiled successfully (then
 * false: there is nothing to do).
 */
export async function requestCheckerCompile(
  request: Pick<CheckerCompile, 'key' | 'language' | 'code' | 'extraFiles' | 'requestedBy'>,
): Promise<boolean> {
  const item = checkerCompileToItem({
    ...request,
    status: 'pending',
    message: null,
    expiresAt: expiresAfter(checkerCompileLifetimeSeconds.request),
  });
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk) OR #status <> :ok OR #expiresAt <= :now',
        ExpressionAttributeNames: { '#status': 'status', '#expiresAt': tableDefinition.ttlAttribute },
        ExpressionAttributeValues: { ':ok': 'ok', ':now': expiresAfter(0) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Take a pending compile; false when another worker has it or it is done. */
export function claimCheckerCompile(key: string): Promise<boolean> {
  return updateIf({
    Key: checkerCompileKey(key),
    UpdateExpression: 'SET #status = :compiling',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':compiling': 'compiling', ':pending': 'pending' },
  });
}

/** Store a compile's outcome once; a success is kept a week. */
export function finishCheckerCompile(
  key: string,
  outcome: { ok: boolean; message: string | null },
): Promise<boolean> {
  const lifetime = outcome.ok ? checkerCompileLifetimeSeconds.success : checkerCompileLifetimeSeconds.request;
  return updateIf({
    Key: checkerCompileKey(key),
    UpdateExpression: 'SET #status = :status, #message = :message, #expiresAt = :expiresAt',
    ConditionExpression: '#status = :pending OR #status = :compiling',
    ExpressionAttributeNames: {
      '#status': 'status',
      '#message': 'message',
      '#expiresAt': tableDefinition.ttlAttribute,
    },
    ExpressionAttributeValues: {
      ':status': outcome.ok ? 'ok' : 'error',
      ':message': outcome.message,
      ':expiresAt': expiresAfter(lifetime),
      ':pending': 'pending',
      ':compiling': 'compiling',
    },
  });
}

/** Whether this code (with these files) compiled successfully within the last week. */
export async function compiledSuccessfully(key: string): Promise<boolean> {
  return (await getCheckerCompile(key, true))?.status === 'ok';
}
