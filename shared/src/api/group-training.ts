import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { booleanParam, noBody, noQuery, pageParams, pageSchema } from './params';
import { gidParam } from './group';
import { tidParam, trainingViewSchema } from './training';
import {
  adminEditTraining,
  adminGetTraining,
  adminTrainingRules,
  adminTrainingSchema,
  trainingBodySchema,
} from './admin-training';

/*
 * A group's trainings, its homework (spec part 3, §2.10 and §6; contract "Area: group"). The form is
 * the admin area's `TrainingDTO` (the same fields, rules and defaults), with the group named in
 * `training.gid` when one is created. Members play a group's training through the ordinary training
 * calls (`get-training-detail?tid`, its problems, register, rank); these calls list and manage them.
 */

export const groupTrainingRules = {
  /** Ten a page by default, as the original server lists them. */
  pageSize: 10,
  maxPageSize: adminTrainingRules.maxPageSize,
} as const;

const groupPage = {
  ...pageParams(groupTrainingRules.maxPageSize, groupTrainingRules.pageSize),
  gid: gidParam,
};

export const getGroupTrainingList = defineCall({
  module: 'group-training',
  method: 'GET',
  path: '/api/group/get-training-list',
  query: z.object(groupPage),
  body: noBody,
  /** The group's shown trainings (`status` true), by `rank` then id, as `TrainingVO`, for its members. */
  response: pageSchema(trainingViewSchema),
});

export const getGroupAdminTrainingList = defineCall({
  module: 'group-training',
  method: 'GET',
  path: '/api/group/get-admin-training-list',
  query: z.object(groupPage),
  body: noBody,
  /** Every training of the group, shown or hidden, newest first (`Training`, no password), for its admins. */
  response: pageSchema(adminTrainingSchema),
});

export const getGroupTraining = defineCall({
  module: 'group-training',
  method: 'GET',
  path: '/api/group/training',
  query: z.object({ tid: tidParam }),
  body: noBody,
  /** The edit form: `TrainingDTO`, password included, for a root of the group or the admin who made it. */
  response: adminGetTraining.response,
});

/** The contract's `TrainingDTO` with the group it is created in (`training.gid`). */
export const groupTrainingBodySchema = z.object({
  training: z.intersection(
    trainingBodySchema.shape.training,
    z.object({ gid: z.coerce.number().int().positive() }),
  ),
  trainingCategory: trainingBodySchema.shape.trainingCategory,
});

export const addGroupTraining = defineCall({
  module: 'group-training',
  method: 'POST',
  path: '/api/group/training',
  query: noQuery,
  /** By the group's admins; the caller is its author. */
  body: groupTrainingBodySchema,
  response: z.null(),
});

export const updateGroupTraining = defineCall({
  module: 'group-training',
  method: 'PUT',
  path: '/api/group/training',
  query: noQuery,
  /** The admin area's edit body (`training.id`); a training stays in its group (`gid` is not read). */
  body: adminEditTraining.body,
  response: z.null(),
});

export const deleteGroupTraining = defineCall({
  module: 'group-training',
  method: 'DELETE',
  path: '/api/group/training',
  query: z.object({ tid: tidParam }),
  body: noBody,
  response: z.null(),
});

export const changeGroupTrainingStatus = defineCall({
  module: 'group-training',
  method: 'PUT',
  path: '/api/group/change-training-status',
  query: z.object({ tid: tidParam, status: booleanParam }),
  body: noBody,
  response: z.null(),
});

/** The group-training calls. */
export const groupTrainingCalls: readonly CallDefinition[] = [
  getGroupTrainingList,
  getGroupAdminTrainingList,
  getGroupTraining,
  addGroupTraining,
  updateGroupTraining,
  deleteGroupTraining,
  changeGroupTrainingStatus,
];
