import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import {
  emailClaimKey,
  legacyUsernameClaimKey,
  userFromItem,
  userKey,
  usernameClaimKey,
  type UserAccount,
} from './user-item';

/** Get an account by its uid. */
export async function getUser(uid: string): Promise<UserAccount | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: userKey(uid) }));
  return Item ? userFromItem(Item) : undefined;
}

/**
 * Find an account by username, through its claim item: the normalised name's claim, then (for accounts
 * made before names were normalised, whose claim is the lower-cased name) the legacy one.
 */
export async function findUserByUsername(username: string): Promise<UserAccount | undefined> {
  const uid = await findUidByUsername(username);
  return uid ? getUser(uid) : undefined;
}

/** Find an account by email, through its claim item. */
export async function findUserByEmail(email: string): Promise<UserAccount | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: emailClaimKey(email) }));
  return Item ? getUser(String(Item.uid)) : undefined;
}

async function claimedUid(key: ReturnType<typeof usernameClaimKey>): Promise<string | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
  return Item ? String(Item.uid) : undefined;
}

/** Find the uid a username belongs to, from its claim alone (no account read). */
export async function findUidByUsername(username: string): Promise<string | undefined> {
  const key = usernameClaimKey(username);
  const legacy = legacyUsernameClaimKey(username);
  return (await claimedUid(key)) ?? (legacy.pk === key.pk ? undefined : await claimedUid(legacy));
}
