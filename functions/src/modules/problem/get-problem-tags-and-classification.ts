import type { getProblemTagsAndClassification as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { tagCatalogue } from './cached-catalogues';
import { publicTagsOf } from './index-tag-catalogue';

/**
 * GET /api/get-problem-tags-and-classification: the tag dialog's groups. Each classification of the
 * source, by rank, with its tags (an empty one too, so the dialog shows it); then the tags of no
 * classification, under `classification: null`, if there are any.
 */
export const getProblemTagsAndClassification: Route<typeof call>['handle'] = async ({ query }) => {
  const index = await tagCatalogue();
  const tags = publicTagsOf(index, query.oj);
  const classifications = index.classifications.filter(
    (classification) => query.oj === 'ALL' || classification.oj === query.oj,
  );
  const shownIds = new Set(classifications.map((classification) => classification.id));
  const groups = classifications.map((classification) => ({
    classification,
    tagList: tags.filter((tag) => tag.classification?.id === classification.id),
  }));
  const unclassified = tags.filter((tag) => !tag.classification || !shownIds.has(tag.classification.id));
  return unclassified.length > 0 ? [...groups, { classification: null, tagList: unclassified }] : groups;
};
