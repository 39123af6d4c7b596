import { transactWrite, type TransactItem } from '../transact';
import { failedConditionIndexes } from '../kit/condition-failure';
import { tableName } from '../dynamo-client';
import {
  emailClaimKey,
  legacyUsernameClaimKey,
  userKey,
  usernameClaimKey,
  type UserAccount,
} from './user-item';
import { deleteAllSessions } from '../sessions/session-store';
import { actingSuperAdminCheck } from './acting-super-admin';

export type DeleteUserOutcome = 'deleted' | 'gone' | 'actor-not-super-admin';

/**
 * Delete an account with the claims on its username and email, in one transaction, then end its
 * sessions so its tokens are refused at once. A claim is deleted only while it still names this uid
 * (or is already gone), so a name another account took meanwhile is left alone. Submissions, stats and
 * other per-user items stay: they are history, shown under the username they recorded. The super admin
 * deleting it (`actorUid`, never the account itself) must still be one when it is written
 * (`acting-super-admin.ts`).
 */
export async function deleteUser(
  user: Pick<UserAccount, 'uid' | 'username' | 'email'>,
  actorUid: string,
): Promise<DeleteUserOutcome> {
  const ownClaim = (key: ReturnType<typeof userKey>): TransactItem => ({
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: 'attribute_not_exists(pk) OR uid = :uid',
      ExpressionAttributeValues: { ':uid': user.uid },
    },
  });
  const claimKeys = [usernameClaimKey(user.username)];
  const legacy = legacyUsernameClaimKey(user.username);
  if (legacy.pk !== claimKeys[0]?.pk) claimKeys.push(legacy);
  if (user.email) claimKeys.push(emailClaimKey(user.email));
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: userKey(user.uid),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...claimKeys.map(ownClaim),
      actingSuperAdminCheck(actorUid),
    ]);
  } catch (error) {
    const failed = failedConditionIndexes(error);
    if (failed.length === 0) throw error;
    return failed.includes(claimKeys.length + 1) ? 'actor-not-super-admin' : 'gone';
  }
  await deleteAllSessions(user.uid);
  return 'deleted';
}
