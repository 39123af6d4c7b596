import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../components/dead-end';
import { ProblemNavigator } from '../../../features/contest-problem/focus/problem-navigator';
import { ContestShellProvider } from '../../../features/contest/shell/contest-shell-provider';
import { useContestShellState } from '../../../features/contest/shell/use-contest-shell-state';
import { contestFullScreenHref, contestProblemHref } from './contest-problem-hrefs';
import { ContestProblemScreen } from './contest-problem-screen';
import { useContestProblemStanding } from './contest-problem-standing';
import { useContestViewer } from './use-contest-viewer';

const route = getRouteApi('/contest/$contestID/problem/$problemID/full-screen');

/** The problem, read inside focus mode's own contest provider. */
function FocusedProblem({ displayId }: { displayId: string }) {
  const { standing, serverNow } = useContestProblemStanding();
  return <ContestProblemScreen standing={standing} serverNow={serverNow} displayId={displayId} inFocusMode />;
}

/**
 * The contest's focus mode (spec part 2 §2 "ContestFullProblemDetails"): the problem and the editor
 * over the whole window, without the site's or the contest's frame, and the bottom navigator. Being
 * outside the shell, it reads the contest the shell's way, with the same server clock.
 */
export function ContestProblemFullScreenPage() {
  const { t } = useTranslation();
  const { contestID, problemID } = route.useParams();
  const cid = Number(contestID);
  const viewer = useContestViewer();
  const state = useContestShellState(cid, viewer, false);
  const backHref = contestProblemHref(cid, problemID);
  return (
    <div className="min-h-screen bg-slate-50 px-3 pt-4 pb-20 sm:px-5" data-testid="contest-full-screen">
      {state.state === 'ready' ? (
        <ContestShellProvider shell={state.shell} clockOffsetMs={state.clockOffsetMs}>
          <FocusedProblem displayId={problemID} />
        </ContestShellProvider>
      ) : null}
      {state.state === 'failed' || state.state === 'login-required' ? (
        <DeadEnd testId="problem-load-failed" linkTo={backHref} linkText={t('contest-problem.focus.back')}>
          <p className="text-lg text-slate-600">{t('problem.page.notFound')}</p>
        </DeadEnd>
      ) : null}
      <ProblemNavigator
        cid={cid}
        openId={problemID}
        problemHref={(displayId) => contestFullScreenHref(cid, displayId)}
        backHref={backHref}
      />
    </div>
  );
}
