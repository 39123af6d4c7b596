import { useEffect, useMemo } from 'react';
import { getRouteApi, Outlet, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DeadEnd } from '../../../components/dead-end';
import { showDialog } from '../../../lib/dialog-store';
import { showToast } from '../../../lib/toast-store';
import { usePageSubject } from '../../../lib/page-subject';
import { useSession } from '../../../features/account/session/use-session';
import { hasSuperAdminRole } from '../../../features/admin-account/admin-roles';
import { useWebsiteConfig } from '../../../features/site/api/get-website-config';
import { ContestShellProvider } from '../../../features/contest/shell/contest-shell-provider';
import { ContestShellFrame } from '../../../features/contest/shell/components/contest-shell-frame';
import type { ContestViewer } from '../../../features/contest/shell/contest-standing';
import { useContestShellState } from '../../../features/contest/shell/use-contest-shell-state';
import { ContestAnnouncementNotifier } from '../../../features/contest-announcement/components/contest-announcement-notifier';

const shellRoute = getRouteApi('/contest/$contestID');

/** The contest id of the path; a path that is not a contest id reads as none (the server says so). */
function cidOf(contestID: string): number {
  return /^\d{1,15}$/.test(contestID) ? Number(contestID) : 0;
}

/**
 * The contest shell (spec part 2, §2): hands the session and the website config to the contest
 * feature, which knows neither, and draws its frame around the tab of the path.
 */
export function ContestShellPage() {
  const { t } = useTranslation();
  const { contestID } = shellRoute.useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const { openContestComment } = useWebsiteConfig();
  const viewer = useMemo(
    (): ContestViewer | null =>
      session
        ? {
            uid: session.user.uid,
            username: session.user.username,
            superAdmin: hasSuperAdminRole(session.user.roleList),
          }
        : null,
    [session],
  );
  const state = useContestShellState(cidOf(contestID), viewer, openContestComment);
  usePageSubject(state.state === 'ready' ? state.shell.contest.title : t('menu.contest'), 'frame');

  // Spec part 2 §5: entering a contest needs a login; a visitor is told so and offered the dialog.
  const loginRequired = state.state === 'login-required';
  useEffect(() => {
    if (!loginRequired) return;
    showToast('warning', t('contest.shell.loginRequired'));
    showDialog('login');
  }, [loginRequired, t]);

  if (state.state === 'login-required') {
    return (
      <div
        className="mx-auto mt-8 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        data-testid="contest-login-required"
      >
        <p className="mb-4 text-sm text-slate-600">{t('contest.shell.loginToEnter')}</p>
        <Button onClick={() => showDialog('login')}>{t('contest.shell.login')}</Button>
      </div>
    );
  }
  if (state.state === 'loading') {
    return (
      <p className="py-24 text-center text-sm text-slate-400" data-testid="contest-loading">
        {t('contest.shell.loading')}
      </p>
    );
  }
  if (state.state === 'failed') {
    return (
      <DeadEnd testId="contest-load-failed" linkTo="/contest" linkText={t('contest.shell.backToList')}>
        <p className="text-base text-slate-700">{t('contest.shell.loadFailed')}</p>
        <p className="mt-2 text-sm text-slate-500">{state.error.message}</p>
      </DeadEnd>
    );
  }
  return (
    <ContestShellProvider shell={state.shell} clockOffsetMs={state.clockOffsetMs}>
      <ContestShellFrame pathname={pathname}>
        <Outlet />
      </ContestShellFrame>
      {viewer ? (
        <ContestAnnouncementNotifier
          cid={state.shell.cid}
          viewer={viewer.username}
          enabled={!state.shell.standing.menuDisabled}
        />
      ) : null}
    </ContestShellProvider>
  );
}
