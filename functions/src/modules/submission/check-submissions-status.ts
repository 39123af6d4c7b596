import type {
  CallResponse,
  checkContestSubmissionsStatus as contestCall,
  checkSubmissionsStatus as call,
} from '@oj/shared';
import type { Route } from '../../frame/route';
import { getSubmissionStatuses } from '../../data/submissions/get-submission-statuses';
import { enterScope } from '../problem/read-scope';

type StatusMap = CallResponse<typeof call>;

/** The status poll's answer for the ids that exist and belong to contest `cid` (0: none). */
async function statusesOf(submitIds: readonly number[], cid: number): Promise<StatusMap> {
  const statuses = await getSubmissionStatuses(submitIds);
  const map: StatusMap = {};
  for (const status of statuses.values()) {
    if (status.cid !== cid) continue;
    map[String(status.submitId)] = {
      status: status.status,
      score: status.score,
      time: status.timeMs,
      memory: status.memoryKb,
      judger: status.judger,
      isManual: status.isManual,
    };
  }
  return map;
}

/**
 * POST /api/check-submissions-status: what the status list polls every 2 seconds (spec §4), for up to
 * 30 of its rows, in one batch read; with a `cid`, the rows of that contest, which must exist (`404`).
 * Unknown ids, and ids of submissions made elsewhere, are left out of the map.
 */
export const checkSubmissionsStatus: Route<typeof call>['handle'] = async ({ body }, context) => {
  await enterScope({ cid: body.cid }, context.user);
  return statusesOf(body.submitIds, body.cid);
};

/**
 * POST /api/check-contest-submissions-status: the same poll inside contest `cid`, which must exist
 * (`404`) and let the caller in. The contest's rules on showing results (status -5 when hidden) come
 * with contests.
 */
export const checkContestSubmissionsStatus: Route<typeof contestCall>['handle'] = async (
  { body },
  context,
) => {
  await enterScope({ cid: body.cid }, context.user);
  return statusesOf(body.submitIds, body.cid);
};
