import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { toItem } from '../kit/versioned-item';
import { expiresAfter, isExpired } from '../ttl';
import { keyOf, type ItemKey } from '../item-key';

/** A generated account as the download lists it. */
export interface GeneratedCredentials {
  username: string;
  password: string;
}

function listKey(key: string): ItemKey {
  return { pk: keyOf('GENUSERS', key), sk: 'LIST' };
}

/**
 * Keep the usernames and passwords of a generation for `seconds` under an unguessable key, so the
 * administrator can download them (the passwords are stored nowhere else in clear).
 */
export async function putGeneratedList(
  key: string,
  users: GeneratedCredentials[],
  seconds: number,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...toItem(listKey(key), 'GeneratedUsers', 1, { users }),
        [tableDefinition.ttlAttribute]: expiresAfter(seconds),
      },
    }),
  );
}

/** The list kept under `key`, or undefined when it never existed or has expired. */
export async function getGeneratedList(key: string): Promise<GeneratedCredentials[] | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: listKey(key) }));
  if (!Item || isExpired(Item)) return undefined;
  return (Item.users as GeneratedCredentials[]).map(({ username, password }) => ({ username, password }));
}
