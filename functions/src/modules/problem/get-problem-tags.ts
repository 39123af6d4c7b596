import type { getProblemTags as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { assertProblemOpenTo } from './problem-access';
import { tagLinesOf } from './cached-catalogues';
import { getProblemHead } from './find-problem';
import { tagsByIds } from './index-tag-catalogue';

/** GET /api/get-problem-tags: a problem's tags, for whoever may open it; no read when the caches are warm and hold its tags. */
export const getProblemTags: Route<typeof call>['handle'] = async ({ query }, context) => {
  const head = await getProblemHead(query.pid);
  await assertProblemOpenTo(head, context.user);
  return tagsByIds(await tagLinesOf(head.tagIds), head.tagIds);
};
