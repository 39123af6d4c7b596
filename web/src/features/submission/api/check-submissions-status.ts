import { checkSubmissionsStatus } from '@oj/shared/api/submission';
import { callApi } from '../../../lib/api-client';

/** POST /api/check-submissions-status: the current status of submissions outside contests. */
export function fetchSubmissionsStatus(submitIds: number[]) {
  return callApi(checkSubmissionsStatus, { body: { submitIds, cid: 0 } });
}
