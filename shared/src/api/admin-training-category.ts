import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { noBody, noQuery } from './params';
import { trainingCategorySchema } from './training';
import { trainingRules } from '../domain/training';

/*
 * Training categories in the admin area (contract "Area: admin": `admin/training/category`), for the
 * super admin and problem admins. Name a category `课包-…` to make it a course pack, `隐藏-…` to hide
 * it from non-admins. The list is the public `get-training-category`, which admins read whole.
 */

const nameField = z.string().trim().min(1).max(trainingRules.categoryNameMaxLength);
const colorField = z.string().trim().min(1).max(trainingRules.colorMaxLength);

export const adminAddTrainingCategory = defineCall({
  module: 'admin-training-category',
  method: 'POST',
  path: '/api/admin/training/category',
  query: noQuery,
  /** The contract's `TrainingCategory`; `id`, `gid` and the dates are the server's. */
  body: z.object({ name: nameField, color: colorField }),
  response: trainingCategorySchema,
});

export const adminUpdateTrainingCategory = defineCall({
  module: 'admin-training-category',
  method: 'PUT',
  path: '/api/admin/training/category',
  query: noQuery,
  body: z.object({
    id: z.number().int().positive(),
    name: nameField,
    color: colorField,
  }),
  response: z.null(),
});

export const adminDeleteTrainingCategory = defineCall({
  module: 'admin-training-category',
  method: 'DELETE',
  path: '/api/admin/training/category',
  /** Refused while a training is still in the category. */
  query: z.object({ cid: z.coerce.number().int().positive() }),
  body: noBody,
  response: z.null(),
});

export const adminTrainingCategoryCalls: readonly CallDefinition[] = [
  adminAddTrainingCategory,
  adminUpdateTrainingCategory,
  adminDeleteTrainingCategory,
];
