import { checkContestSubmissionsStatus } from '@oj/shared/api/submission';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/check-contest-submissions-status: the current status of a contest's submissions, by
 * the contest's rules (a result it still hides from the viewer is status -5).
 */
export function fetchContestSubmissionsStatus(cid: number, submitIds: number[]) {
  return callApi(checkContestSubmissionsStatus, { body: { submitIds, cid } });
}
