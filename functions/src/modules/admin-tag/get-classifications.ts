import { judgeSourceFilter, type adminGetTagClassifications as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { loadTagCatalogue } from '../../data/tags/tag-catalogue';

/** GET /api/admin/tag/classification: the classifications (of one judge source), by rank. */
export const getClassifications: Route<typeof call>['handle'] = async ({ query }) => {
  const { classifications } = await loadTagCatalogue();
  const oj = judgeSourceFilter(query.oj);
  return classifications.filter((classification) => oj === undefined || classification.oj === oj);
};
