import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { booleanParam, listKeywordParam, noBody, noQuery, pageParams, pageSchema } from './params';
import { tidParam, trainingCategorySchema } from './training';
import { trainingAuths, trainingCoinsOf, trainingRules } from '../domain/training';
import { schemaRuleIssue } from '../domain/schema-rules';

/*
 * The trainings in the admin area (`/api/admin/training…`, contract "Area: admin"): create, edit,
 * read, list, show or hide, delete. Open to admins, problem admins and the super admin; a training's
 * admin is its author or the super admin (spec part 2 §6), so other admins read and change only
 * their own, and only the super admin deletes.
 */

export const adminTrainingRules = {
  pageSize: 10,
  maxPageSize: 100,
} as const;

/** The contract's `Training` entity as answered (`privatePwd` for the training's admins only). */
export const adminTrainingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The coin reward, as text ("0" to "20"). */
  description: z.string(),
  author: z.string(),
  auth: z.enum(trainingAuths),
  privatePwd: z.string(),
  /** Shown on the site (true) or hidden. */
  status: z.boolean(),
  rank: z.number().int(),
  isGroup: z.boolean(),
  gid: z.number().int().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type AdminTraining = z.infer<typeof adminTrainingSchema>;

/**
 * The coin reward as sent: a number or its text, a whole number from 0 to 20 in steps of 5 (the
 * form's slider); 5 when absent. Kept as text, as the contract's `description` is a String.
 */
const coinsField = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '') return String(trainingRules.defaultCoins);
    const coins = trainingCoinsOf(value);
    if (coins === undefined) {
      context.addIssue(
        schemaRuleIssue('trainingCoinReward', {
          min: trainingRules.minCoins,
          max: trainingRules.maxCoins,
          step: trainingRules.coinStep,
        }),
      );
      return z.NEVER;
    }
    return String(coins);
  });

/**
 * The `training` of a TrainingDTO as a create or edit body. The server sets `author`, `isGroup`,
 * `gid` and the dates; the password is required unless the training is Public (checked across fields
 * below, naming `training.privatePwd`).
 */
const trainingFields = z
  .object({
    title: z.string().trim().min(1).max(trainingRules.titleMaxLength),
    description: coinsField,
    auth: z.enum(trainingAuths),
    privatePwd: z.string().trim().max(trainingRules.passwordMaxLength).nullish(),
    status: z.boolean().default(true),
    rank: z
      .number()
      .int()
      .min(trainingRules.minRank)
      .max(trainingRules.maxRank)
      .nullish()
      .transform((rank) => rank ?? trainingRules.defaultRank),
  })
  .superRefine((training, context) => {
    if (training.auth !== 'Public' && !training.privatePwd)
      context.addIssue({ ...schemaRuleIssue('privateTrainingNeedsPassword'), path: ['privatePwd'] });
  });

/** The category a training is put in: the id of an existing category (its other fields are ignored). */
const categoryChoice = z.object({ id: z.number().int().positive() });

/** The contract's `TrainingDTO {training, trainingCategory}` as a create body. */
export const trainingBodySchema = z.object({ training: trainingFields, trainingCategory: categoryChoice });
export type TrainingBody = z.output<typeof trainingBodySchema>;

export const adminGetTraining = defineCall({
  module: 'admin-training',
  method: 'GET',
  path: '/api/admin/training',
  query: z.object({ tid: tidParam }),
  body: noBody,
  /** `trainingCategory` is null for a training whose category was deleted. */
  response: z.object({ training: adminTrainingSchema, trainingCategory: trainingCategorySchema.nullable() }),
});

export const adminCreateTraining = defineCall({
  module: 'admin-training',
  method: 'POST',
  path: '/api/admin/training',
  query: noQuery,
  body: trainingBodySchema,
  response: z.null(),
});

export const adminEditTraining = defineCall({
  module: 'admin-training',
  method: 'PUT',
  path: '/api/admin/training',
  query: noQuery,
  /** As the create body, with the training's `id`. */
  body: z.object({
    training: z.intersection(trainingFields, z.object({ id: z.number().int().positive() })),
    trainingCategory: categoryChoice,
  }),
  response: z.null(),
});

export const adminDeleteTraining = defineCall({
  module: 'admin-training',
  method: 'DELETE',
  path: '/api/admin/training',
  query: z.object({ tid: tidParam }),
  body: noBody,
  response: z.null(),
});

export const adminGetTrainingList = defineCall({
  module: 'admin-training',
  method: 'GET',
  path: '/api/admin/training/get-training-list',
  query: z.object({
    ...pageParams(adminTrainingRules.maxPageSize, adminTrainingRules.pageSize),
    keyword: listKeywordParam,
  }),
  body: noBody,
  /** By `rank`, then id: every training for the super admin, the caller's own for other admins. */
  response: pageSchema(adminTrainingSchema),
});

export const adminChangeTrainingStatus = defineCall({
  module: 'admin-training',
  method: 'PUT',
  path: '/api/admin/training/change-training-status',
  /** `author` (as the original client sends it) is not trusted: the stored author decides. */
  query: z.object({ tid: tidParam, author: z.string().optional(), status: booleanParam }),
  body: noBody,
  response: z.null(),
});

/** The training calls of the admin area. */
export const adminTrainingCalls: readonly CallDefinition[] = [
  adminGetTraining,
  adminCreateTraining,
  adminEditTraining,
  adminDeleteTraining,
  adminGetTrainingList,
  adminChangeTrainingStatus,
];
