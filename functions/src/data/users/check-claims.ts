import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { emailClaimKey, usernameClaimKey } from './user-item';

/** Whether a username and an email are taken, in one batched read. */
export async function claimsTaken(
  username?: string,
  email?: string,
): Promise<{ username: boolean; email: boolean }> {
  const keys = [
    ...(username ? [{ ...usernameClaimKey(username) }] : []),
    ...(email ? [{ ...emailClaimKey(email) }] : []),
  ];
  if (keys.length === 0) return { username: false, email: false };
  const output = await dynamo().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
  );
  const found = new Set((output.Responses?.[tableName()] ?? []).map((item) => String(item.pk)));
  return {
    username: username ? found.has(usernameClaimKey(username).pk) : false,
    email: email ? found.has(emailClaimKey(email).pk) : false,
  };
}
