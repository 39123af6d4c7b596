import { getDiscussionCategories, upsertDiscussionCategories } from '@oj/shared/api/discussion';
import { callKey, callQueryOptions, useCallMutation } from '../../../lib/call-query';
import type { CategoryUpsertEntry } from '../categories/category-drafts';

/** GET /api/discussion-category: every category (an admin gets the solutions category too). */
export const discussionCategoriesQueryOptions = () =>
  callQueryOptions(getDiscussionCategories, {}, { staleTime: 0, alsoKeyedBy: 'admin' });

/**
 * POST /api/discussion-category (the super admin only): renames the rows with an id, adds the others,
 * deletes nothing, and answers the whole new list, which every list of categories then reads again.
 */
export const useUpsertDiscussionCategories = () =>
  useCallMutation(upsertDiscussionCategories, {
    toInput: (entries: CategoryUpsertEntry[]) => ({ body: entries }),
    invalidates: [callKey(getDiscussionCategories)],
  });
