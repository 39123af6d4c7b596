import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { userFromItem, userKey, type UserAccount } from './user-item';

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

/** Set the given profile fields of an account and return the account as it now is. */
export async function updateProfile(uid: string, changes: ProfileChanges): Promise<UserAccount | undefined> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return undefined;
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(uid),
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(
          entries.map(([, value], index) => [`:f${index}`, value]),
        ),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? userFromItem(Attributes) : undefined;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}
