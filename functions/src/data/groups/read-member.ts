import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { groupMemberKey } from './group-keys';
import { memberFromItem, type StoredMember } from './member-item';

/** One account's row in a group, strongly consistent (GetItem, 1 RCU): what a change is decided on. */
export async function readMember(gid: number, uid: string): Promise<StoredMember | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: groupMemberKey(gid, uid), ConsistentRead: true }),
  );
  return Item ? memberFromItem(Item) : undefined;
}
