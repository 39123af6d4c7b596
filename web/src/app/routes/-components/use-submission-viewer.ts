import type { SubmissionViewer } from '../../../features/submission/viewer';
import { isAdminSession, useSession } from '../../../features/account/session/use-session';

/** The session as the submission screens need it (spec §6: admin roles, super admin = root). */
export function useSubmissionViewer(): SubmissionViewer {
  const session = useSession();
  return {
    loggedIn: session !== null,
    uid: session?.user.uid ?? null,
    admin: isAdminSession(session),
    superAdmin: session?.user.roleList.includes('root') ?? false,
  };
}
