import type { TransactItem } from '../transact';
import { transactWrite } from '../transact';
import { failedConditionIndexes } from '../kit/condition-failure';
import { tableName } from '../dynamo-client';
import { emailClaimKey, usernameClaimKey, userToItem, type UserAccount } from './user-item';

export type CreateUserOutcome = 'created' | 'username-taken' | 'email-taken';

/**
 * Create an account together with the claims on its username and email, in one transaction: a second
 * account can never take either, however close two registrations come.
 */
export async function createUser(user: UserAccount): Promise<CreateUserOutcome> {
  const absent = 'attribute_not_exists(pk)';
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...usernameClaimKey(user.username), uid: user.uid },
        ConditionExpression: absent,
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...emailClaimKey(user.email), uid: user.uid },
        ConditionExpression: absent,
      },
    },
    { Put: { TableName: tableName(), Item: userToItem(user), ConditionExpression: absent } },
  ];
  try {
    await transactWrite(items);
    return 'created';
  } catch (error) {
    const failed = failedConditionIndexes(error);
    if (failed.length > 0) return failed.includes(0) ? 'username-taken' : 'email-taken';
    throw error;
  }
}
