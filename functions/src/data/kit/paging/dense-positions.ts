import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../dynamo-client';

/*
 * Paging kit: dense positions. The list's items sit in one partition at positions 1…count, kept dense
 * (a removal moves the last item into the gap), with the count in its own item; page k of size L,
 * newest first, is the sort-key range `count−k·L+1 … count−(k−1)·L`. The announcements page this way.
 * Cost: read 1 GetItem of the count (0.5 RCU) and one Query of the page's rows (0.5 RCU per 4 KB),
 * so page 500 costs what page 1 does; write: each addition or removal also updates the count in the
 * same transaction (2 WCU per KB per item on AWS). Pick it for an ordered list an administrator edits,
 * where deep pages must stay cheap and the total must be exact.
 */

/** The positions of one page, newest first: `highest` down to `lowest`, both included. */
export interface PositionRange {
  lowest: number;
  highest: number;
}

/** The positions of page `currentPage` (from 1) of `limit` items; undefined past the last page. */
export function newestFirstPositions(
  count: number,
  currentPage: number,
  limit: number,
): PositionRange | undefined {
  const highest = count - (currentPage - 1) * limit;
  if (highest < 1) return undefined;
  return { lowest: Math.max(1, highest - limit + 1), highest };
}

/**
 * The items of a page, highest position first, read with one Query of partition `pk` between the sort
 * keys of its lowest and highest positions.
 */
export async function queryPositions(
  pk: string,
  range: PositionRange,
  sortKeyOf: (position: number) => string,
): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lowest AND :highest',
      ExpressionAttributeValues: {
        ':pk': pk,
        ':lowest': sortKeyOf(range.lowest),
        ':highest': sortKeyOf(range.highest),
      },
      ScanIndexForward: false,
    }),
  );
  return Items;
}
