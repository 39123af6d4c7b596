import { adminLogout } from '@oj/shared/api/admin-account';
import { callApi } from '../../../lib/api-client';

/** GET /api/admin/logout; an already ended session (401) is no failure here. */
export async function adminLogOut(): Promise<void> {
  try {
    await callApi(adminLogout, {}, { quietHttpStatuses: [401] });
  } catch {
    // Ended on the server already: the caller forgets the local login either way.
  }
}
