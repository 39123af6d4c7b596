import {
  adminCreateProblem,
  adminGetProblem,
  adminGetProblemList,
  adminUpdateProblem,
} from '@oj/shared/api/admin-problem';
import { callApi } from '../../../../lib/api-client';
import { callKey } from '../../../../lib/call-query';
import type { ProblemPayloadInput } from '../problem-payload';

/** POST (create) or PUT (update, with `problem.id`) /api/admin/problem. */
export function saveProblem(payload: ProblemPayloadInput) {
  const call =
    payload.problem.id === undefined || payload.problem.id === null ? adminCreateProblem : adminUpdateProblem;
  return callApi(call, { body: payload });
}

/** What a save makes stale: the admin list and the edited problem. */
export const savedProblemKeys = [callKey(adminGetProblemList), callKey(adminGetProblem)];
