import { transactWrite } from '../transact';
import { failedConditionIndexes } from '../kit/condition-failure';
import { tableName } from '../dynamo-client';
import { emailClaimKey, userKey, type UserAccount } from './user-item';
import { toItem } from '../kit/versioned-item';

export type MoveEmailOutcome = 'moved' | 'email-taken' | 'changed-meanwhile';

/**
 * Move an account to a new email: claim the new address, release the old claim and set the account's
 * email, in one transaction, so no two accounts ever hold one address.
 */
export async function moveEmail(
  user: Pick<UserAccount, 'uid' | 'email'>,
  newEmail: string,
): Promise<MoveEmailOutcome> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: toItem(emailClaimKey(newEmail), 'EmailClaim', 1, { uid: user.uid }),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: emailClaimKey(user.email),
          ConditionExpression: 'uid = :uid',
          ExpressionAttributeValues: { ':uid': user.uid },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: userKey(user.uid),
          UpdateExpression: 'SET email = :new',
          ConditionExpression: 'email = :old',
          ExpressionAttributeValues: { ':new': newEmail, ':old': user.email },
        },
      },
    ]);
    return 'moved';
  } catch (error) {
    const failed = failedConditionIndexes(error);
    if (failed.length > 0) return failed.includes(0) ? 'email-taken' : 'changed-meanwhile';
    throw error;
  }
}
