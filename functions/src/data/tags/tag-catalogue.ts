import { queryPartition } from '../kit/paging/cached-snapshot';
import {
  tagClassificationFromItem,
  tagClassificationPartitionKey,
  tagFromItem,
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
