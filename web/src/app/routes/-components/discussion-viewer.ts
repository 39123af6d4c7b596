import { useTranslation } from 'react-i18next';
import { isAdminSession, useSession } from '../../../features/account/session/use-session';
import type { DiscussionViewer } from '../../../features/discussion/discussion-viewer';
import { showDialog } from '../../../lib/dialog-store';
import { showToast } from '../../../lib/toast-store';

/** The session as the discussion screens see it, and the login prompt of spec part 3 §6. */
export function useDiscussionViewer(): { viewer: DiscussionViewer; askLogin: () => void } {
  const { t } = useTranslation();
  const session = useSession();
  const viewer: DiscussionViewer = {
    uid: session?.user.uid ?? null,
    username: session?.user.username ?? null,
    admin: isAdminSession(session),
  };
  function askLogin(): void {
    showToast('warning', t('discussion.loginFirst'));
    showDialog('login');
  }
  return { viewer, askLogin };
}
