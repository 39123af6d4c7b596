import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/** A problem tag (spec §3: id, name, color, oj, classification). */
export interface Tag {
  id: number;
  name: string;
  color: string;
  /** Judge source the tag belongs to: `ME` for this site's problems, or a remote judge. */
  oj: string;
  classificationId: number | null;
  /** The group that made the tag, or null for the site's. */
  gid: number | null;
}

/** A named group of tags shown together in the tag dialog, ordered by rank. */
export interface TagClassification {
  id: number;
  name: string;
  oj: string;
  rank: number;
}

/** All tags share one partition, and all classifications another: each is one small Query. */
export const tagPartitionKey = 'TAG';
export const tagClassificationPartitionKey = 'TAGCLASS';

export function tagKey(id: number): ItemKey {
  return { pk: tagPartitionKey, sk: String(id).padStart(10, '0') };
}

export function tagClassificationKey(id: number): ItemKey {
  return { pk: tagClassificationPartitionKey, sk: String(id).padStart(10, '0') };
}

/** Tag names are unique per judge source regardless of case. */
export function tagNameClaimKey(oj: string, name: string): ItemKey {
  return { pk: keyOf('TAGNAME', oj, name.trim().toLowerCase()), sk: 'CLAIM' };
}

export const tagSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'TAG' };
export const tagClassificationSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'TAGCLASS' };

export function tagToItem(tag: Tag): Record<string, unknown> & ItemKey {
  return toItem(tagKey(tag.id), 'Tag', 1, tag);
}

export function tagFromItem(item: Record<string, unknown>): Tag {
  return {
    id: Number(item.id),
    name: String(item.name),
    color: String(item.color ?? ''),
    oj: String(item.oj ?? 'ME'),
    classificationId:
      item.classificationId === null || item.classificationId === undefined
        ? null
        : Number(item.classificationId),
    gid: item.gid === null || item.gid === undefined ? null : Number(item.gid),
  };
}

export function tagClassificationToItem(
  classification: TagClassification,
): Record<string, unknown> & ItemKey {
  return toItem(tagClassificationKey(classification.id), 'TagClassification', 1, classification);
}

export function tagClassificationFromItem(item: Record<string, unknown>): TagClassification {
  return {
    id: Number(item.id),
    name: String(item.name),
    oj: String(item.oj ?? 'ME'),
    rank: Number(item.rank ?? 0),
  };
}
