import { loadTagCatalogue } from '../../data/tags/tag-catalogue';
import { createTag } from '../../data/tags/create-tag';
import { createTagClassification } from '../../data/tags/save-tag-classification';
import { TagNameTaken } from '../../data/tags/tag-write-errors';
import { demoClassifications, demoTagSource, demoTags } from './demo-tags';

export interface SeededTags {
  classifications: number;
  tags: number;
  /** Every demo tag's id by name, whether created now or found. */
  idByName: Map<string, number>;
}

/**
 * Create the demo classifications and tags that are missing, found by name in the tag catalogue (two
 * Queries), with the admin tag calls' own data functions: a tag goes in with its name claim in one
 * transaction, so a tag of that name made in the meantime is kept, not doubled.
 */
export async function seedDemoTags(): Promise<SeededTags> {
  const catalogue = await loadTagCatalogue();
  const classificationIds = new Map(
    catalogue.classifications.filter((c) => c.oj === demoTagSource).map((c) => [c.name, c.id]),
  );
  let classifications = 0;
  for (const { name, rank } of demoClassifications) {
    if (classificationIds.has(name)) continue;
    const created = await createTagClassification({ name, oj: demoTagSource, rank });
    classificationIds.set(name, created.id);
    classifications += 1;
  }

  const idByName = new Map(catalogue.tags.filter((t) => t.oj === demoTagSource).map((t) => [t.name, t.id]));
  let tags = 0;
  for (const { name, color, classification } of demoTags) {
    if (idByName.has(name)) continue;
    const classificationId = classification === null ? null : (classificationIds.get(classification) ?? null);
    try {
      const created = await createTag({ name, color, oj: demoTagSource, classificationId, gid: null });
      idByName.set(name, created.id);
      tags += 1;
    } catch (error) {
      if (!(error instanceof TagNameTaken)) throw error;
    }
  }
  return { classifications, tags, idByName };
}
