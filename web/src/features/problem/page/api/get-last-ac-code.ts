import { getLastAcCode } from '@oj/shared/api/submission';
import { callApi } from '../../../../lib/api-client';

/**
 * GET /api/get-last-ac-code: the user's newest accepted code of a problem. When the problem is not
 * solved the server refuses with the spec's message, which the API client shows.
 */
export function fetchLastAcCode(pid: number, cid?: number) {
  return callApi(getLastAcCode, { query: { pid, cid } });
}
