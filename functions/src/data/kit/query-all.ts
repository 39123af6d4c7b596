import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';

/** A Query of the table without its paging: key condition, filter, projection, index, order. */
export type QueryRequest = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * Every item a Query matches, reading page after page until DynamoDB has no more (it stops each page
 * at 1 MB read, or at `Limit` items). Each page is billed for what it read, filtered out or not.
 * For lists a visitor pages through, use a paging kit instead: this reads the whole match.
 */
export async function queryAll(request: QueryRequest): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ ...request, TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
