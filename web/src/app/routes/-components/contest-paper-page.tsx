import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../components/dead-end';
import { usePageSubject } from '../../../lib/page-subject';
import { ExamPaper } from '../../../features/contest/paper/components/exam-paper';
import { useContestShellState } from '../../../features/contest/shell/use-contest-shell-state';
import { useContestViewer } from './use-contest-viewer';
import { ContestLoginRequired, useContestLoginPrompt } from './contest-login-required';

const paperRoute = getRouteApi('/contest/$contestID/paper');

/**
 * /contest/:contestID/paper, the exam paper in its own window (spec part 2, §2): login required; the
 * contest's standing (may submit, contest admin) comes from the shell's own rules, without its tabs.
 */
export function ContestPaperPage() {
  const { t } = useTranslation();
  const { contestID } = paperRoute.useParams();
  const cid = /^\d{1,15}$/.test(contestID) ? Number(contestID) : 0;
  const viewer = useContestViewer();
  const state = useContestShellState(cid, viewer, false);
  usePageSubject(
    state.state === 'ready'
      ? `${t('contest.paper.title')} · ${state.shell.contest.title}`
      : t('contest.paper.title'),
  );
  useContestLoginPrompt(state.state === 'login-required');

  if (state.state === 'login-required') {
    return <ContestLoginRequired testId="paper-login-required" />;
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
