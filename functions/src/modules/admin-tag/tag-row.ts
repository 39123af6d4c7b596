import type { CallResponse, adminCreateTag } from '@oj/shared';
import type { Tag, TagClassification } from '../../data/tags/tag-item';

export type AdminTagRow = CallResponse<typeof adminCreateTag>;

/** A tag as the admin calls answer it: with its classification's id (`tcid`) and name. */
export function tagRow(tag: Tag, classifications: readonly TagClassification[]): AdminTagRow {
  const classification = classifications.find((c) => c.id === tag.classificationId);
  return {
    id: tag.id,
    name: tag.name,
    color: tag.color,
    oj: tag.oj,
    gid: tag.gid,
    tcid: classification ? classification.id : null,
    classification: classification ? { id: classification.id, name: classification.name } : null,
  };
}
