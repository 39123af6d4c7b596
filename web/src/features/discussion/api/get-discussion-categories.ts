import { getDiscussionCategories } from '@oj/shared/api/discussion';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/discussion-category: every category the viewer may see (the solutions category only for
 * admin roles), so it is keyed by the viewer.
 */
export const discussionCategoriesQueryOptions = (uid: string | null) =>
  callQueryOptions(getDiscussionCategories, {}, { staleTime: 5 * 60_000, alsoKeyedBy: uid });
