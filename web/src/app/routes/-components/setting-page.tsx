import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { sessionUserSchema } from '@oj/shared/api/account';
import type { ProfileUser } from '@oj/shared/api/profile';
import { showDialog } from '../../../lib/dialog-store';
import { readStoredSession, sessionStore } from '../../../features/account/session/session-store';
import { isAdminSession, useSession } from '../../../features/account/session/use-session';
import { SettingsView } from '../../../features/profile/components/settings/settings-view';

/** /setting: the settings view, wired to the session it changes. */
export function SettingPage() {
  const navigate = useNavigate();
  // The session store fills after the first render; local storage already knows.
  const session = useSession() ?? readStoredSession();
  useEffect(() => {
    // Logged out here or in another tab (or a 401): the page needs a login.
    if (!session) void navigate({ to: '/home', replace: true });
  }, [session, navigate]);
  if (!session) return null;

  const keepUser = (user: ProfileUser) => sessionStore.updateUser(sessionUserSchema.parse(user));
  const logOutAndAskToLogIn = () => {
    sessionStore.clear();
    void navigate({ to: '/home' }).then(() => showDialog('login'));
  };
  return (
    <SettingsView
      email={session.user.email}
      isAdmin={isAdminSession(session)}
      onUserChanged={keepUser}
      onPasswordChanged={logOutAndAskToLogIn}
    />
  );
}
