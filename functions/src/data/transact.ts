import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client';
import { failedConditionIndexes } from './kit/condition-failure';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction cancelled because the condition of one of its items did not hold. */
export class ConditionFailedInTransaction extends Error {
  constructor(
    /** Positions of the items whose conditions failed, in the order they were given. */
    readonly failedIndexes: number[],
  ) {
    super(`transaction condition failed at item(s) ${failedIndexes.join(', ')}`);
    this.name = 'ConditionFailedInTransaction';
  }
}

/**
 * Writes all items or none. A failed condition becomes a `ConditionFailedInTransaction` that names the
 * items, so a caller can say which uniqueness rule was broken (a taken username, a taken email).
 */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const failed = failedConditionIndexes(error);
    if (failed.length > 0) throw new ConditionFailedInTransaction(failed);
    throw error;
  }
}

/**
 * Writes all items or none, and answers the positions of the items whose conditions failed: none
 * when all were written. Any other failure is thrown. For callers that tell one broken rule from
 * another by position rather than catch `ConditionFailedInTransaction`.
 */
export async function failedConditionsOf(items: TransactItem[]): Promise<number[]> {
  try {
    await transactWrite(items);
    return [];
  } catch (error) {
    if (error instanceof ConditionFailedInTransaction) return error.failedIndexes;
    throw error;
  }
}
