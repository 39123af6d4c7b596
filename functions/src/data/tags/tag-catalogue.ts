import { batchGetItems } from '../kit/batch-get';
import { queryPartition } from '../kit/paging/cached-snapshot';
import {
  tagClassificationFromItem,
  tagClassificationKey,
  tagClassificationPartitionKey,
  tagFromItem,
  tagKey,
  tagPartitionKey,
  type Tag,
  type TagClassification,
} from './tag-item';

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

/** Some tags by id (BatchGetItem, 0.5 RCU each): what a cached copy lacks. Unknown ids are left out. */
export async function readTags(ids: readonly number[]): Promise<Tag[]> {
  return (await batchGetItems(ids.map(tagKey))).map(tagFromItem);
}

/** Some classifications by id, likewise. */
export async function readTagClassifications(ids: readonly number[]): Promise<TagClassification[]> {
  return (await batchGetItems(ids.map(tagClassificationKey))).map(tagClassificationFromItem);
}
