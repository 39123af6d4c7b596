import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import {
  booleanParam,
  listKeywordParam,
  noBody,
  noQuery,
  optionalParam,
  pageParams,
  pageSchema,
} from './params';
import { adminProblemRowSchema } from './admin-problem';
import { tidParam } from './training';
import { trainingRules } from '../domain/training';
import { schemaRule } from '../domain/schema-rules';

/* A training's problems in the admin area (contract "Area: admin", Training): the training's admins
   add public problems, order them and take them out. */

/** The contract's `TrainingProblem`: the link of a problem to a training. */
export const trainingProblemLinkSchema = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  pid: z.number().int(),
  /** The problem's label in the training; its problem id unless the admin chose another. */
  displayId: z.string(),
  /** Its place in the training, ascending. */
  rank: z.number().int(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type TrainingProblemLink = z.infer<typeof trainingProblemLinkSchema>;

const pidField = z.coerce.number().int().positive();
const tidField = z.coerce.number().int().positive();

/** Display ids are short labels (`A`, `P1000`, `1-2`): letters, digits, `-` and `_`. */
const displayIdField = z
  .string()
  .trim()
  .min(1)
  .max(trainingRules.displayIdMaxLength)
  .regex(/^[A-Za-z0-9_-]+$/, schemaRule('displayIdCharacters'));

export const adminGetTrainingProblemList = defineCall({
  module: 'admin-training-problem',
  method: 'GET',
  path: '/api/admin/training/get-problem-list',
  query: z.object({
    ...pageParams(100, 10),
    keyword: listKeywordParam,
    /** true: the training's own problems, in its order. false (default): public problems not in it. */
    queryExisted: z.preprocess(
      (value) => (value === undefined || value === '' ? 'false' : value),
      booleanParam,
    ),
    tid: tidParam,
  }),
  body: noBody,
  response: z.object({
    problemList: pageSchema(adminProblemRowSchema),
    /** The training's links by pid (as a string key). */
    trainingProblemMap: z.record(z.string(), trainingProblemLinkSchema),
  }),
});

export const adminAddTrainingProblemFromPublic = defineCall({
  module: 'admin-training-problem',
  method: 'POST',
  path: '/api/admin/training/add-problem-from-public',
  query: noQuery,
  /**
   * The contract's `TrainingProblemDTO`. `displayId` defaults to the problem's id; the problem goes
   * last in the training (`rank` one above the highest).
   */
  body: z.object({
    pid: pidField,
    tid: tidField,
    displayId: optionalParam(displayIdField),
  }),
  response: z.null(),
});

export const adminUpdateTrainingProblem = defineCall({
  module: 'admin-training-problem',
  method: 'PUT',
  path: '/api/admin/training/problem',
  query: noQuery,
  /** The contract's `TrainingProblem`: sets the link's `displayId` and `rank` (its order). */
  body: z.object({
    id: z.number().int().nullish(),
    tid: tidField,
    pid: pidField,
    displayId: displayIdField,
    rank: z.number().int().min(trainingRules.minRank).max(trainingRules.maxRank),
  }),
  response: z.null(),
});

export const adminDeleteTrainingProblem = defineCall({
  module: 'admin-training-problem',
  method: 'DELETE',
  path: '/api/admin/training/problem',
  /**
   * The problem leaves the training `tid`. The contract lets `tid` be absent (the original server then
   * deletes the problem itself); here that is the problem admin's call, so `tid` is required.
   */
  query: z.object({ pid: pidField, tid: tidField }),
  body: noBody,
  response: z.null(),
});

/** Refused: there is no remote judging on this site. */
export const adminImportTrainingRemoteProblem = defineCall({
  module: 'admin-training-problem',
  method: 'GET',
  path: '/api/admin/training/import-remote-oj-problem',
  query: noQuery,
  body: noBody,
  response: z.null(),
});

/** A training's problems in the admin area. */
export const adminTrainingProblemCalls: readonly CallDefinition[] = [
  adminGetTrainingProblemList,
  adminAddTrainingProblemFromPublic,
  adminUpdateTrainingProblem,
  adminDeleteTrainingProblem,
  adminImportTrainingRemoteProblem,
];
