import { checkSubmissionsStatus } from '@oj/shared/api/submission';
import { callApi } from '../../../../lib/api-client';

/** POST /api/check-submissions-status: the current status, time and memory of one submission. */
export async function fetchSubmissionStatus(submitId: number, cid?: number) {
  const statusMap = await callApi(checkSubmissionsStatus, { body: { submitIds: [submitId], cid: cid ?? 0 } });
  return statusMap[String(submitId)];
}
