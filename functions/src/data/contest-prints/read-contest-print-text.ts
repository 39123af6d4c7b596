import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import {
  contestPrintTextFromItem,
  contestPrintTextKey,
  type StoredContestPrintText,
} from './contest-print-item';

/** A print's text by its id (one GetItem, 0.5 RCU per 4 KB), or undefined when there is none. */
export async function readContestPrintText(id: number): Promise<StoredContestPrintText | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: contestPrintTextKey(id) }),
  );
  return Item ? contestPrintTextFromItem(Item) : undefined;
}
