import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { userFromItem, userKey, type UserAccount } from './user-item';
import { isConditionFailure } from '../kit/condition-failure';

/** Set an account's avatar URL; returns the account as it was before, or undefined if there is none. */
export async function setAvatar(uid: string, avatar: string): Promise<UserAccount | undefined> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(uid),
        UpdateExpression: 'SET avatar = :avatar',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':avatar': avatar },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? userFromItem(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
