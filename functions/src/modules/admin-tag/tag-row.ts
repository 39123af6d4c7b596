import type { CallResponse, adminCreateTag } from '@oj/shared';
import type { Tag, TagClassification } from '../../data/tags/tag-item';
import { problemTagRowOf } from '../problem';

export type AdminTagRow = CallResponse<typeof adminCreateTag>;

/** A tag as the admin calls answer it: the public row with its classification's id (`tcid`) too. */
export function tagRow(tag: Tag, classifications: readonly TagClassification[]): AdminTagRow {
  const classification = classifications.find((c) => c.id === tag.classificationId);
  // tcid stands before classification, as the answers have always had it.
  const { classification: named, ...fields } = problemTagRowOf(tag, classification);
  return { ...fields, tcid: classification ? classification.id : null, classification: named };
}
