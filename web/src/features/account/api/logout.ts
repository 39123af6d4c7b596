import { logout } from '@oj/shared/api/account';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../session/session-store';

/** GET /api/logout ends the server session; the local login is forgotten even if that call fails. */
export async function logOut(): Promise<void> {
  try {
    if (sessionStore.get()) await callApi(logout, {}, { quietHttpStatuses: [401] });
  } catch {
    // Already ended on the server (expired or revoked): nothing more to do there.
  } finally {
    sessionStore.clear();
  }
}
