import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { booleanParam, listKeywordParam, noBody, noQuery, pageParams } from './params';
import { tidParam } from './training';
import {
  adminAddTrainingProblemFromPublic,
  adminDeleteTrainingProblem,
  adminGetTrainingProblemList,
  adminUpdateTrainingProblem,
} from './admin-training-problem';

/*
 * The problems of a group's trainings (contract "Area: group"): the picker, adding from the public
 * set or from the group's own problems, ordering, removing. For a root of the group or the group
 * admin who made the training; the shapes are the admin area's training-problem calls'.
 */

export const getGroupTrainingProblemList = defineCall({
  module: 'group-training-problem',
  method: 'GET',
  path: '/api/group/get-training-problem-list',
  query: z.object({
    ...pageParams(100, 10),
    keyword: listKeywordParam,
    /**
     * true (the default, as the original server has it): the training's problems, in its order.
     * false: the public problems not in it yet (the picker's candidates).
     */
    queryExisted: z.preprocess(
      (value) => (value === undefined || value === '' ? 'true' : value),
      booleanParam,
    ),
    tid: tidParam,
  }),
  body: noBody,
  /** `{problemList: page of Problem, trainingProblemMap: {pid: TrainingProblem}}`. */
  response: adminGetTrainingProblemList.response,
});

export const updateGroupTrainingProblem = defineCall({
  module: 'group-training-problem',
  method: 'PUT',
  path: '/api/group/training-problem',
  query: noQuery,
  /** The contract's `TrainingProblem`: the link's `displayId` and `rank` (its place). */
  body: adminUpdateTrainingProblem.body,
  response: z.null(),
});

export const deleteGroupTrainingProblem = defineCall({
  module: 'group-training-problem',
  method: 'DELETE',
  path: '/api/group/training-problem',
  /** The problem leaves the training; the problem itself stays. */
  query: adminDeleteTrainingProblem.query,
  body: noBody,
  response: z.null(),
});

export const addGroupTrainingProblemFromPublic = defineCall({
  module: 'group-training-problem',
  method: 'POST',
  path: '/api/group/add-training-problem-from-public',
  query: noQuery,
  /** The contract's `TrainingProblemDTO {pid, tid, displayId}`: a public problem goes last. */
  body: adminAddTrainingProblemFromPublic.body,
  response: z.null(),
});

export const addGroupTrainingProblemFromGroup = defineCall({
  module: 'group-training-problem',
  method: 'POST',
  path: '/api/group/add-training-problem-from-group',
  /**
   * A problem of the training's own group, by its display id (with or without the group's short name
   * in front, letter case ignored); it goes last, labelled by its display id.
   */
  query: z.object({ problemId: z.string().trim().min(1).max(100), tid: tidParam }),
  body: noBody,
  response: z.null(),
});

/** The group-training-problem calls. */
export const groupTrainingProblemCalls: readonly CallDefinition[] = [
  getGroupTrainingProblemList,
  updateGroupTrainingProblem,
  deleteGroupTrainingProblem,
  addGroupTrainingProblemFromPublic,
  addGroupTrainingProblemFromGroup,
];
