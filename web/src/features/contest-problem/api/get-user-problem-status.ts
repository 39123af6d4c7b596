import { queryOptions } from '@tanstack/react-query';
import { getUserProblemStatus } from '@oj/shared/api/problem';
import { callApi } from '../../../lib/api-client';
import { callKey } from '../../../lib/call-query';

/**
 * POST /api/get-user-problem-status with the contest's `cid`: the viewer's status (and OI score) on
 * each of the contest's problems, by pid. Keyed by the viewer, whose marks they are.
 */
export const contestProblemStatusQueryOptions = (cid: number, pids: number[], uid: string | null) => {
  const body = { pidList: pids, isContestProblemList: true, cid, gid: null, containsEnd: false };
  return queryOptions({
    queryKey: callKey(getUserProblemStatus, {}, { body, uid }),
    queryFn: () => callApi(getUserProblemStatus, { body }),
    enabled: uid !== null && pids.length > 0,
  });
};
