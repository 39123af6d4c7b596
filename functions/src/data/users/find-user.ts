import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { emailClaimKey, userFromItem, userKey, usernameClaimKey, type UserAccount } from './user-item';

/** Get an account by its uid. */
export async function getUser(uid: string): Promise<UserAccount | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: userKey(uid) }));
  return Item ? userFromItem(Item) : undefined;
}

/** Find an account by username, through its claim item. */
export async function findUserByUsername(username: string): Promise<UserAccount | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: usernameClaimKey(username) }),
  );
  return Item ? getUser(String(Item.uid)) : undefined;
}

/** Find an account by email, through its claim item. */
export async function findUserByEmail(email: string): Promise<UserAccount | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: emailClaimKey(email) }));
  return Item ? getUser(String(Item.uid)) : undefined;
}

/** Find the uid a username belongs to, from its claim alone (no account read). */
export async function findUidByUsername(username: string): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: usernameClaimKey(username) }),
  );
  return Item ? String(Item.uid) : undefined;
}
