import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import {
  tagClassificationFromItem,
  tagClassificationKey,
  tagFromItem,
  tagKey,
  tagNameClaimKey,
} from './tag-item';
import type { Tag, TagClassification } from './tag-item';

/** Get a tag by id. */
export async function getTag(id: number): Promise<Tag | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: tagKey(id) }));
  return Item ? tagFromItem(Item) : undefined;
}

/** Find the id of a judge source's tag by name (regardless of case), through its claim. */
export async function findTagIdByName(oj: string, name: string): Promise<number | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: tagNameClaimKey(oj, name) }),
  );
  return Item ? Number(Item.id) : undefined;
}

/** Get a tag classification by id. */
export async function getTagClassification(id: number): Promise<TagClassification | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: tagClassificationKey(id) }),
  );
  return Item ? tagClassificationFromItem(Item) : undefined;
}
