import { useMemo } from 'react';
import { useSession } from '../../../features/account/session/use-session';
import { hasSuperAdminRole } from '../../../features/admin-account/admin-roles';
import type { ContestViewer } from '../../../features/contest/shell/contest-standing';

/**
 * The session as the contest feature knows a viewer (it reads no session of its own): the account
 * and whether it is the super admin; null for a visitor. The same object while the session is.
 */
export function useContestViewer(): ContestViewer | null {
  const session = useSession();
  return useMemo(
    () =>
      session
        ? {
            uid: session.user.uid,
            username: session.user.username,
            superAdmin: hasSuperAdminRole(session.user.roleList),
          }
        : null,
    [session],
  );
}
