import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';

/** The languages a problem allows are kept in an item of their own beside the problem. */
export function problemLanguagesKey(pid: number): ItemKey {
  return { pk: keyOf('PROBLEM', pid), sk: 'LANGUAGES' };
}

/** Get the names of the languages a problem allows, or undefined when there is no such problem. */
export async function getProblemLanguageNames(pid: number): Promise<string[] | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: problemLanguagesKey(pid) }),
  );
  return Item ? (Item.names as string[]) : undefined;
}
