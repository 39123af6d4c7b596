import {
  adminAddTrainingProblemFromPublic,
  adminDeleteTrainingProblem,
  adminGetTrainingProblemList,
  adminUpdateTrainingProblem,
} from '@oj/shared/api/admin-training-problem';
import { getTrainingDetail, getTrainingList, getTrainingProblemList } from '@oj/shared/api/training';
import { callKey, useCallMutation } from '../../../lib/call-query';

/** What a change to a training's problems makes stale: both pickers, and the site's training views. */
const changedKeys = [
  callKey(adminGetTrainingProblemList),
  callKey(getTrainingProblemList),
  callKey(getTrainingDetail),
  callKey(getTrainingList),
];

/** POST /api/admin/training/add-problem-from-public: the problem goes last, under its own id. */
export const useAddTrainingProblem = (tid: number) =>
  useCallMutation(adminAddTrainingProblemFromPublic, {
    toInput: (pid: number) => ({ body: { tid, pid } }),
    invalidates: changedKeys,
  });

/** PUT /api/admin/training/problem: a link's rank (its place) and display id. */
export const useUpdateTrainingProblem = (tid: number) =>
  useCallMutation(adminUpdateTrainingProblem, {
    toInput: (link: { pid: number; displayId: string; rank: number }) => ({ body: { tid, ...link } }),
    invalidates: [],
  });

/** DELETE /api/admin/training/problem?pid=&tid=: the problem leaves the training (it stays on the site). */
export const useRemoveTrainingProblem = (tid: number) =>
  useCallMutation(adminDeleteTrainingProblem, {
    toInput: (pid: number) => ({ query: { pid, tid } }),
    invalidates: changedKeys,
  });

export { changedKeys as trainingProblemChangedKeys };
