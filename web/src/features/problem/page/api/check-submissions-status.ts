import { checkContestSubmissionsStatus, checkSubmissionsStatus } from '@oj/shared/api/submission';
import { callApi } from '../../../../lib/api-client';

/**
 * The current status, time and memory of one submission: POST /api/check-submissions-status, or
 * inside a contest POST /api/check-contest-submissions-status, which answers by the contest's rules
 * (a result the contest still hides comes back as status -5).
 */
export async function fetchSubmissionStatus(submitId: number, cid = 0) {
  const submitIds = [submitId];
  const statusMap =
    cid > 0
      ? await callApi(checkContestSubmissionsStatus, { body: { submitIds, cid } })
      : await callApi(checkSubmissionsStatus, { body: { submitIds, cid: 0 } });
  return statusMap[String(submitId)];
}
