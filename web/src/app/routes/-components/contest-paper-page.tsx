import { useEffect, useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DeadEnd } from '../../../components/dead-end';
import { showDialog } from '../../../lib/dialog-store';
import { showToast } from '../../../lib/toast-store';
import { usePageSubject } from '../../../lib/page-subject';
import { useSession } from '../../../features/account/session/use-session';
import { hasSuperAdminRole } from '../../../features/admin-account/admin-roles';
import { ExamPaper } from '../../../features/contest/paper/components/exam-paper';
import type { ContestViewer } from '../../../features/contest/shell/contest-standing';
import { useContestShellState } from '../../../features/contest/shell/use-contest-shell-state';

const paperRoute = getRouteApi('/contest/$contestID/paper');

/**
 * /contest/:contestID/paper, the exam paper in its own window (spec part 2, §2): login required; the
 * contest's standing (may submit, contest admin) comes from the shell's own rules, without its tabs.
 */
export function ContestPaperPage() {
  const { t } = useTranslation();
  const { contestID } = paperRoute.useParams();
  const cid = /^\d{1,15}$/.test(contestID) ? Number(contestID) : 0;
  const session = useSession();
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
  const state = useContestShellState(cid, viewer, false);
  usePageSubject(
    state.state === 'ready'
      ? `${t('contest.paper.title')} · ${state.shell.contest.title}`
      : t('contest.paper.title'),
  );
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
        data-testid="paper-login-required"
      >
        <p className="mb-4 text-sm text-slate-600">{t('contest.shell.loginToEnter')}</p>
        <Button onClick={() => showDialog('login')}>{t('contest.shell.login')}</Button>
      </div>
    );
  }
  if (state.state === 'loading')
    return <div className="h-64 animate-pulse rounded-xl bg-slate-100" aria-busy="true" />;
  if (state.state === 'failed') {
    return (
      <DeadEnd testId="paper-load-failed" linkTo="/contest" linkText={t('contest.shell.backToList')}>
        <p className="text-base text-slate-700">{t('contest.shell.loadFailed')}</p>
        <p className="mt-2 text-sm text-slate-500">{state.error.message}</p>
      </DeadEnd>
    );
  }
  const { contest, standing } = state.shell;
  return (
    <ExamPaper
      cid={cid}
      contest={contest}
      viewerUid={viewer?.uid ?? ''}
      canSubmit={standing.canSubmit}
      contestHref={`/contest/${cid}`}
    />
  );
}
