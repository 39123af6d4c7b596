import { adminCreateContest, adminEditContest } from '@oj/shared/api/admin-contest';
import { callApi } from '../../../lib/api-client';
import type { ContestBody } from '../form/contest-form-values';

/** POST (create) or PUT (edit, with `id`) /api/admin/contest. */
export function saveContest(body: ContestBody) {
  return body.id === undefined
    ? callApi(adminCreateContest, { body })
    : callApi(adminEditContest, { body: { ...body, id: body.id } });
}
