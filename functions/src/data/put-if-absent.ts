import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo-client';
import { isConditionFailure } from './kit/condition-failure';

/** Writes an item only if no item has its key yet; returns whether it wrote. */
export async function putIfAbsent(
  item: Record<string, unknown> & { pk: string; sk: string },
): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
