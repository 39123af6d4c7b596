import { failedConditionsOf, type TransactItem } from '../transact';
import { tableName } from '../dynamo-client';
import { toItem } from '../kit/versioned-item';
import { buildUpdate } from '../kit/update-expression';
import { emailClaimKey, userKey, type UserAccount } from './user-item';
import { actingSuperAdminCheck, stillSuperAdminCondition } from './acting-super-admin';

/** What an administrator may change on an account; absent fields stay as they are. */
export type AdminUserChanges = Partial<
  Pick<
    UserAccount,
    | 'email'
    | 'realname'
    | 'problemCodeGrants'
    | 'titleName'
    | 'titleColor'
    | 'roleCode'
    | 'status'
    | 'passwordHash'
  >
> & { modifiedAt: string };

export type AdminUpdateOutcome = 'updated' | 'email-taken' | 'changed-meanwhile' | 'actor-not-super-admin';

/**
 * Apply a super admin's changes in one transaction. A new email claims its address and releases the
 * old one in the same transaction, so no two accounts ever hold one address; the account's update is
 * conditional on the email read, so a change made meanwhile is refused rather than overwritten; and
 * the acting super admin (`actorUid`) must still be one when it is written (`acting-super-admin.ts`).
 */
export async function adminUpdateUser(
  user: Pick<UserAccount, 'uid' | 'email'>,
  changes: AdminUserChanges,
  actorUid: string,
): Promise<AdminUpdateOutcome> {
  const items: TransactItem[] = [];
  const emailChanges =
    changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanges && changes.email) {
    items.push({
      Put: {
        TableName: tableName(),
        Item: toItem(emailClaimKey(changes.email), 'EmailClaim', 1, { uid: user.uid }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  if (emailChanges && user.email) {
    items.push({
      Delete: {
        TableName: tableName(),
        Key: emailClaimKey(user.email),
        ConditionExpression: 'attribute_not_exists(pk) OR uid = :uid',
        ExpressionAttributeValues: { ':uid': user.uid },
      },
    });
  }
  // modifiedAt is always set, so the update is never empty.
  const update = buildUpdate({ set: changes }) as NonNullable<ReturnType<typeof buildUpdate>>;
  const ownAccount = user.uid === actorUid;
  const actor = stillSuperAdminCondition();
  items.push({
    Update: {
      TableName: tableName(),
      Key: userKey(user.uid),
      UpdateExpression: update.UpdateExpression,
      ConditionExpression: `attribute_exists(pk) AND email = :readEmail${ownAccount ? ` AND ${actor.ConditionExpression}` : ''}`,
      ExpressionAttributeNames: {
        ...update.ExpressionAttributeNames,
        ...(ownAccount ? actor.ExpressionAttributeNames : {}),
      },
      ExpressionAttributeValues: {
        ...update.ExpressionAttributeValues,
        ':readEmail': user.email,
        ...(ownAccount ? actor.ExpressionAttributeValues : {}),
      },
    },
  });
  if (!ownAccount) items.push(actingSuperAdminCheck(actorUid));
  const failed = await failedConditionsOf(items);
  if (failed.length === 0) return 'updated';
  if (emailChanges && changes.email && failed.includes(0)) return 'email-taken';
  if (!ownAccount && failed.includes(items.length - 1)) return 'actor-not-super-admin';
  return 'changed-meanwhile';
}
