import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { transactWrite, type TransactItem } from '../transact';
import { userFromItem, userKey, type UserAccount } from './user-item';
import { vipDirectoryWrite } from './vip-directory';
import { isConditionFailure } from '../kit/condition-failure';
import { buildUpdate } from '../kit/update-expression';

/**
 * The fields of the user-info form an account may change (spec §3; the username is not one), and the
 * grants of blocked problem codes that an administrator's write of a real name carries.
 */
export type ProfileChanges = Partial<
  Pick<
    UserAccount,
    | 'realname'
    | 'cfUsername'
    | 'gender'
    | 'nickname'
    | 'signature'
    | 'number'
    | 'blog'
    | 'school'
    | 'github'
    | 'problemCodeGrants'
  >
>;

type AccountUpdate = NonNullable<TransactItem['Update']>;

/**
 * Set the given profile fields of an account and return the account as it now is. A change of `number`
 * (an administrator's) writes the VIP directory in the same transaction, so the two never disagree;
 * callers leave `number` out when it is unchanged, so other saves stay one plain update.
 */
export async function updateProfile(uid: string, changes: ProfileChanges): Promise<UserAccount | undefined> {
  const assignments = buildUpdate({ set: changes }, 'f');
  if (!assignments) return undefined;
  const update: AccountUpdate = {
    TableName: tableName(),
    Key: userKey(uid),
    ...assignments,
    ConditionExpression: 'attribute_exists(pk)',
  };
  if (changes.number !== undefined) return updateWithVipDirectory(update, uid, changes.number);
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
    return Attributes ? userFromItem(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The account's update and the directory's in one transaction, then the account as written. */
async function updateWithVipDirectory(
  update: AccountUpdate,
  uid: string,
  number: string,
): Promise<UserAccount | undefined> {
  try {
    await transactWrite([{ Update: update }, vipDirectoryWrite(uid, number)]);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(uid), ConsistentRead: true }),
  );
  return Item ? userFromItem(Item) : undefined;
}
