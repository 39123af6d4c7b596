import { getUserProblemStatus } from '@oj/shared/api/problem';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { callKey } from '../../../../lib/call-query';

/** POST /api/get-user-problem-status in the contest: each programming problem's latest status and score. */
export const paperResultsQueryOptions = (cid: number, pids: readonly number[], uid: string) => {
  const body = { pidList: [...pids], isContestProblemList: true, cid };
  return queryOptions({
    queryKey: callKey(getUserProblemStatus, undefined, { ...body, uid }),
    queryFn: () => callApi(getUserProblemStatus, { body }),
    enabled: pids.length > 0,
  });
};
