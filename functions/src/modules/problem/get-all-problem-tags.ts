import type { getAllProblemTags as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { tagCatalogue } from './cached-catalogues';
import { publicTagsOf } from './index-tag-catalogue';

/** GET /api/get-all-problem-tags: the site's tags of one judge source (`ME` unless named). */
export const getAllProblemTags: Route<typeof call>['handle'] = async ({ query }) =>
  publicTagsOf(await tagCatalogue(), query.oj);
