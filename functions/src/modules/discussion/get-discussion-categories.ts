import type { getDiscussionCategories as call } from '@oj/shared';
import { listDiscussionCategories } from '../../data/discussions/discussion-categories';
import type { Handler } from '../../frame/route';
import { isSolutionCategory } from './discussion-roles';
import { isAdmin } from '../../policy/viewer';

/**
 * GET /api/discussion-category (anyone, whatever the switches: the sidebar and forms need it): every
 * category by id, the solutions category (`题解`) left out for non-admins (spec part 3, §2.1).
 */
export const getCategories: Handler<typeof call> = async (_input, context) => {
  const categories = await listDiscussionCategories();
  return isAdmin(context.user)
    ? categories
    : categories.filter((category) => !isSolutionCategory(category.name));
};
