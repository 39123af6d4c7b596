import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo-client';
import { isConditionFailure } from './kit/condition-failure';

/**
 * An update that applies only while its condition holds; returns whether it applied. State machines
 * (a submission's judging, a test run) move with these, so a stale actor's write is simply refused.
 */
export async function updateIf(input: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand({ TableName: tableName(), ...input }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
