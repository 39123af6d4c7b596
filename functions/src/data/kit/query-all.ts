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

/** How `queryUnder` reads: newest (highest sort key) first, or strongly consistent. */
export interface PrefixReadOptions {
  newestFirst?: boolean;
  consistent?: boolean;
}

/**
 * Every item of partition `pk` whose sort key begins with `prefix`, in sort key order: one Query,
 * paged every 1 MB, billed 0.5 RCU per 4 KB read (1 when `consistent`).
 */
export function queryUnder(
  pk: string,
  prefix: string,
  { newestFirst = false, consistent = false }: PrefixReadOptions = {},
): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ScanIndexForward: !newestFirst,
    ConsistentRead: consistent,
  });
}

/**
 * The first `wanted` items a Query matches, in its order, reading page after page until it has them
 * or DynamoDB has no more: a list paged by offset (DynamoDB has none) reads the pages before the one
 * asked too, `Limit` keeping the last read to what is still wanted.
 */
export async function queryFirst(request: QueryRequest, wanted: number): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        ...request,
        TableName: tableName(),
        Limit: wanted - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < wanted);
  return items;
}
