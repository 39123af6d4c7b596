import { judgeSourceFilter, type adminGetAllTags as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { loadTagCatalogue } from '../../data/tags/tag-catalogue';
import { tagRow } from './tag-row';

/**
 * GET /api/admin/tag/get-all-tag: every tag (of one judge source when `oj` is given), read fresh so
 * an admin sees a change at once (two Queries: tags and classifications).
 */
export const getAllTags: Route<typeof call>['handle'] = async ({ query }) => {
  const { tags, classifications } = await loadTagCatalogue();
  const oj = judgeSourceFilter(query.oj);
  return tags.filter((tag) => oj === undefined || tag.oj === oj).map((tag) => tagRow(tag, classifications));
};
