import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import {
  tagClassificationFromItem,
  tagClassificationPartitionKey,
  tagFromItem,
  tagPartitionKey,
  type Tag,
  type TagClassification,
} from './tag-item';

async function queryPartition(pk: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export interface TagCatalogue {
  tags: Tag[];
  classifications: TagClassification[];
}

/** Read every tag and every classification (two Queries); functions keep the result for seconds. */
export async function loadTagCatalogue(): Promise<TagCatalogue> {
  const [tagItems, classificationItems] = await Promise.all([
    queryPartition(tagPartitionKey),
    queryPartition(tagClassificationPartitionKey),
  ]);
  return {
    tags: tagItems.map(tagFromItem),
    classifications: classificationItems
      .map(tagClassificationFromItem)
      .sort((a, b) => a.rank - b.rank || a.id - b.id),
  };
}
