import type { adminAddTrainingCategory as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { createTrainingCategory } from '../../data/training-categories/write-training-category';

/** POST /api/admin/training/category: a new category, answered as stored (`TrainingCategory`). */
export const addCategory: Handler<typeof call, 'problem_admin'> = async ({ body }) =>
  createTrainingCategory(body);
