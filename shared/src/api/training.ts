import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { listKeywordParam, noBody, noQuery, optionalParam, pageParams, pageSchema } from './params';
import { getProblemDetail, problemListRowSchema } from './problem';
import { trainingAuths, trainingRules } from '../domain/training';

/*
 * The public training calls (spec part 2, §2 "Trainings", §4 "Training unlock", §7 "Training"; the
 * contract's "Area: training"): the categories, the list, a training's head, its access and password,
 * and its problems. The rank is `training-rank.ts`.
 */

export const tidParam = z.coerce.number().int().positive();

/** The contract's `TrainingCategory`. `gid` is null for the site's own categories. */
export const trainingCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  gid: z.number().int().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type TrainingCategory = z.infer<typeof trainingCategorySchema>;

/**
 * Why a course-pack training is locked for the viewer (spec §4): the previous training of its pack is
 * not yet 80 % solved. Names that training and how far the viewer got, for the screen's message.
 */
export const trainingLockSchema = z.object({
  reason: z.literal('finishPreviousFirst'),
  previousTid: z.number().int(),
  previousTitle: z.string(),
  previousProblemCount: z.number().int(),
  previousAcCount: z.number().int(),
});
export type TrainingLock = z.infer<typeof trainingLockSchema>;

/**
 * The contract's `TrainingVO`, and what the spec adds (§3). `description` is the coin reward as text
 * ("0" to "20", as the original server keeps it) and `coins` the same as a number (0 when the text is
 * no reward). `acCount` counts the problems of the training the viewer solved anywhere (0 for
 * visitors). `categoryId`, `coursePack`, `canChallenge` and `lock` are additions older clients ignore:
 * `coursePack` when the category is a course pack (`课包-`), `canChallenge` by the unlock rule (always
 * true outside course packs), `lock` why not (null when playable).
 */
export const trainingViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  coins: z.number().int(),
  author: z.string(),
  auth: z.enum(trainingAuths),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  /** Ordering number, ascending. */
  rank: z.number().int(),
  problemCount: z.number().int(),
  acCount: z.number().int(),
  gid: z.number().int().nullable(),
  gmtModified: z.string(),
  coursePack: z.boolean(),
  canChallenge: z.boolean(),
  lock: trainingLockSchema.nullable(),
});
export type TrainingView = z.infer<typeof trainingViewSchema>;

export const getTrainingCategory = defineCall({
  module: 'training',
  method: 'GET',
  path: '/api/get-training-category',
  query: noQuery,
  body: noBody,
  /** The site's categories by id; hidden ones (`隐藏-`) only for admins. Open to visitors. */
  response: z.array(trainingCategorySchema),
});

export const getTrainingList = defineCall({
  module: 'training',
  method: 'GET',
  path: '/api/get-training-list',
  query: z.object({
    ...pageParams(trainingRules.listPageSize, trainingRules.listPageSize),
    /** Part of the title, letter case ignored. */
    keyword: listKeywordParam,
    categoryId: optionalParam(z.coerce.number().int().positive()),
    auth: optionalParam(z.enum(trainingAuths)),
  }),
  body: noBody,
  /**
   * The visible site trainings by `rank` ascending, then id; trainings of hidden categories only for
   * admins. Open to visitors (their `acCount` is 0).
   */
  response: pageSchema(trainingViewSchema),
});

export const getTrainingDetail = defineCall({
  module: 'training',
  method: 'GET',
  path: '/api/get-training-detail',
  query: z.object({ tid: tidParam }),
  body: noBody,
  /** A locked course-pack training is answered with `canChallenge: false` and its `lock`. */
  response: trainingViewSchema,
});

export const getTrainingAccess = defineCall({
  module: 'training',
  method: 'GET',
  path: '/api/get-training-access',
  query: z.object({ tid: tidParam }),
  body: noBody,
  /** The contract's `AccessVO`: true for public trainings, registered users and the training's admins. */
  response: z.object({ access: z.boolean() }),
});

export const registerTraining = defineCall({
  module: 'training',
  method: 'POST',
  path: '/api/register-training',
  query: noQuery,
  /** The contract's `RegisterTrainingDTO`; an empty or wrong password is refused, naming which. */
  body: z.object({
    tid: tidParam,
    password: z
      .string()
      .max(trainingRules.passwordMaxLength)
      .nullish()
      .transform((value) => value ?? ''),
  }),
  response: z.null(),
});

/**
 * A problem of a training: the contract's `ProblemVO` (a problem list row: counts, tags, difficulty)
 * with the training's `displayId` (the label the rank keys cells by; the problem id unless the admin
 * chose another) and `rank` (its order in the training), the caller's `myStatus` (0 solved, -1 tried,
 * -10 never) and best `score` (null before any judged submission).
 */
export const trainingProblemRowSchema = problemListRowSchema.extend({
  displayId: z.string(),
  rank: z.number().int(),
  score: z.number().nullable(),
});
export type TrainingProblemRow = z.infer<typeof trainingProblemRowSchema>;

export const getTrainingProblemList = defineCall({
  module: 'training',
  method: 'GET',
  path: '/api/get-training-problem-list',
  query: z.object({ tid: tidParam }),
  body: noBody,
  /**
   * A plain array (not a page) in the training's order (`rank`, then the link's id). Needs the
   * training's access and, in a course pack, the unlock.
   */
  response: z.array(trainingProblemRowSchema),
});

/**
 * The original client's `getTrainingProblem(displayId, cid)` sends the training's id as `cid`: read as
 * `tid` when no `tid` is given, so that client's call works unchanged.
 */
function trainingIdFromCid(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const named = raw as Record<string, unknown>;
  return named.tid === undefined && named.cid !== undefined ? { ...named, tid: named.cid } : raw;
}

export const getTrainingProblemDetails = defineCall({
  module: 'training',
  method: 'GET',
  path: '/api/get-training-problem-details',
  /** `displayId`: the problem's label in the training, or its problem id. */
  query: z.preprocess(
    trainingIdFromCid,
    z.object({ tid: tidParam, displayId: z.string().trim().min(1).max(64) }),
  ),
  body: noBody,
  /**
   * The problem page's answer (`ProblemInfoVO`, as `get-problem-detail`) for a problem of the
   * training, once the caller may enter it: its password, and in a course pack the unlock.
   */
  response: getProblemDetail.response,
});

/** The public training calls (the rank is in `training-rank.ts`). */
export const trainingCalls: readonly CallDefinition[] = [
  getTrainingCategory,
  getTrainingList,
  getTrainingDetail,
  getTrainingAccess,
  registerTraining,
  getTrainingProblemList,
  getTrainingProblemDetails,
];
