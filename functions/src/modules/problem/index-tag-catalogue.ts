import type { ProblemTagRow } from '@oj/shared';
import type { TagCatalogue } from '../../data/tags/tag-catalogue';
import type { Tag, TagClassification } from '../../data/tags/tag-item';

/** The tag catalogue with each tag in its wire form, found by id. */
export interface TagCatalogueIndex {
  tags: readonly ProblemTagRow[];
  byId: ReadonlyMap<number, ProblemTagRow>;
  /** By rank. */
  classifications: readonly TagClassification[];
}

/** A tag in its wire form, with its classification's id and name (the admin's row adds `tcid`). */
export function problemTagRowOf(tag: Tag, classification: TagClassification | undefined): ProblemTagRow {
  return {
    id: tag.id,
    name: tag.name,
    color: tag.color,
    oj: tag.oj,
    gid: tag.gid,
    classification: classification ? { id: classification.id, name: classification.name } : null,
  };
}

export function indexTagCatalogue(catalogue: TagCatalogue): TagCatalogueIndex {
  const classificationById = new Map(catalogue.classifications.map((c) => [c.id, c]));
  const tags = catalogue.tags.map((tag) =>
    problemTagRowOf(
      tag,
      tag.classificationId === null ? undefined : classificationById.get(tag.classificationId),
    ),
  );
  return {
    tags,
    byId: new Map(tags.map((tag) => [tag.id, tag])),
    classifications: catalogue.classifications,
  };
}

/** The site's tags (not a group's) of one judge source, or of every source for `ALL`. */
export function publicTagsOf(index: TagCatalogueIndex, source: string): ProblemTagRow[] {
  return index.tags.filter((tag) => tag.gid === null && (source === 'ALL' || tag.oj === source));
}

/** A problem's tags in its own order, leaving out any since deleted. */
export function tagsByIds(index: Pick<TagCatalogueIndex, 'byId'>, ids: readonly number[]): ProblemTagRow[] {
  return ids.flatMap((id) => {
    const tag = index.byId.get(id);
    return tag ? [tag] : [];
  });
}
