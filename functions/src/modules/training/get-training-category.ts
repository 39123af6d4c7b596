import { isHiddenCategory, type getTrainingCategory as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { trainingCategories } from '../../data/training-categories/training-categories';
import { isAdmin } from '../../policy/viewer';

/**
 * GET /api/get-training-category: every category by id, from the cached categories (one small Query
 * per warm function every five seconds). Hidden ones (`隐藏-`) only for admins.
 */
export const getTrainingCategory: Handler<typeof call> = async (_input, context) => {
  const categories = await trainingCategories();
  const admin = isAdmin(context.user);
  return categories.filter((category) => admin || !isHiddenCategory(category.name));
};
