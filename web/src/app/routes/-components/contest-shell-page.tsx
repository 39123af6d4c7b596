import { getRouteApi, Outlet, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../components/dead-end';
import { usePageSubject } from '../../../lib/page-subject';
import { useWebsiteConfig } from '../../../features/site/api/get-website-config';
import { ContestShellProvider } from '../../../features/contest/shell/contest-shell-provider';
import { ContestShellFrame } from '../../../features/contest/shell/components/contest-shell-frame';
import { useContestShellState } from '../../../features/contest/shell/use-contest-shell-state';
import { ContestAnnouncementNotifier } from '../../../features/contest-announcement/components/contest-announcement-notifier';
import { useContestViewer } from './use-contest-viewer';
import { ContestLoginRequired, useContestLoginPrompt } from './contest-login-required';

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
  const { openContestComment } = useWebsiteConfig();
  const viewer = useContestViewer();
  const state = useContestShellState(cidOf(contestID), viewer, openContestComment);
  usePageSubject(state.state === 'ready' ? state.shell.contest.title : t('menu.contest'), 'frame');

  useContestLoginPrompt(state.state === 'login-required');

  if (state.state === 'login-required') {
    return <ContestLoginRequired testId="contest-login-required" />;
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
  const { shell } = state;
  // Announcements pop up while the contest runs (spec part 2 §4); once it has ended they are read in
  // their tab, so a new browser, with no read ids of its own, is not shown every one again.
  const notifier = viewer ? (
    <ContestAnnouncementNotifier
      cid={shell.cid}
      viewer={viewer.username}
      enabled={!shell.standing.menuDisabled && shell.phase !== 'ended'}
    />
  ) : null;
  return (
    <ContestShellProvider shell={shell} clockOffsetMs={state.clockOffsetMs}>
      <ContestShellFrame pathname={pathname} notices={notifier}>
        <Outlet />
      </ContestShellFrame>
    </ContestShellProvider>
  );
}
