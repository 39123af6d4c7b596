import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/card';
import { showDialog } from '../../../lib/dialog-store';
import { useSession } from '../../../features/account/session/use-session';
import { readStoredSession } from '../../../features/account/session/session-store';
import { UserHomeView } from '../../../features/profile/components/user-home-view';

const userHomeApi = getRouteApi('/user-home');

/** /user-home: the named user's home, or the logged-in user's own when the link names nobody. */
export function UserHomePage() {
  const { t } = useTranslation();
  const { uid, username } = userHomeApi.useSearch();
  // The session store fills after the first render; local storage already knows.
  const loggedIn = (useSession() ?? readStoredSession()) !== null;
  if (!uid && !username && !loggedIn) {
    return (
      <div className="mx-auto mt-8 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <EmptyState text={t('profile.home.loginToSeeOwn')} />
        <Button onClick={() => showDialog('login')}>{t('login.title')}</Button>
      </div>
    );
  }
  return <UserHomeView user={{ uid, username }} />;
}
