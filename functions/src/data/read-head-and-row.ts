import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo-client';
import type { ItemKey } from './item-key';

/**
 * Which attributes of an item to read, by name (reserved words such as `status` need no care), or
 * the whole item (`'all'`: a projection saves bandwidth, not capacity, which is billed by the whole
 * item's size either way). `consistent` reads what the last write wrote, at twice the cost.
 */
export interface ProjectedKey {
  key: ItemKey;
  attributes: readonly string[] | 'all';
  consistent?: boolean;
}

async function getProjected({
  key,
  attributes,
  consistent = false,
}: ProjectedKey): Promise<Record<string, unknown> | undefined> {
  const names =
    attributes === 'all'
      ? undefined
      : Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name]));
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ConsistentRead: consistent,
      ...(names && { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names }),
    }),
  );
  return Item;
}

/**
 * A scope's head item (a contest, a training, a group) and, for a logged-in viewer, the viewer's row
 * in the same partition (a registration, a membership): two GetItems in parallel, 0.5 RCU each
 * (eventually consistent, per 4 KB of the item), whether or not they find anything. The head is undefined when the scope
 * does not exist; the row is undefined for a visitor or a viewer without one.
 */
export async function readHeadAndRow(
  head: ProjectedKey,
  row: ProjectedKey | undefined,
): Promise<{ head: Record<string, unknown> | undefined; row: Record<string, unknown> | undefined }> {
  const [headItem, rowItem] = await Promise.all([getProjected(head), row ? getProjected(row) : undefined]);
  return { head: headItem, row: headItem ? rowItem : undefined };
}
