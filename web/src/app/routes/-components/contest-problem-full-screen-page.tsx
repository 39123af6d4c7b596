import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProblemNavigator } from '../../../features/contest-problem/focus/problem-navigator';
import { ContestShellProvider } from '../../../features/contest/shell/contest-shell-provider';
import { ContestPasswordForm } from '../../../features/contest/shell/components/contest-password-form';
import { ContestTabClosed } from '../../../features/contest/shell/components/contest-tab-closed';
import { closedTabReason } from '../../../features/contest/shell/contest-tabs';
import { useContestShell } from '../../../features/contest/shell/contest-shell-context';
import { cidOfParam, contestFullScreenHref, contestProblemHref } from './contest-problem-hrefs';
import { ContestProblemScreen } from './contest-problem-screen';
import { useContestProblemStanding } from './contest-problem-standing';
import { FocusClosedFrame } from './scope-entry/focus-closed-frame';
import { ScopeEntryGate } from './scope-entry/scope-entry-gate';
import { useContestEntry } from './scope-entry/use-scope-entry';

const route = getRouteApi('/contest/$contestID/problem/$problemID/full-screen');

/** The problem and the navigator, read inside focus mode's own contest provider. */
function FocusedProblem({ cid, displayId }: { cid: number; displayId: string }) {
  const { standing, serverNow } = useContestProblemStanding();
  return (
    <>
      <ContestProblemScreen standing={standing} serverNow={serverNow} displayId={displayId} inFocusMode />
      <ProblemNavigator
        cid={cid}
        openId={displayId}
        problemHref={(problemId) => contestFullScreenHref(cid, problemId)}
        backHref={contestProblemHref(cid, displayId)}
      />
    </>
  );
}

/**
 * The contest's problems as focus mode meets them: closed as the shell's problems tab would be (not
 * started, a private contest's password, which is asked here), or the problem.
 */
function FocusedContest({ displayId }: { displayId: string }) {
  const { t } = useTranslation();
  const shell = useContestShell();
  const closed = closedTabReason('problems', shell);
  if (!closed) return <FocusedProblem cid={shell.cid} displayId={displayId} />;
  return (
    <FocusClosedFrame
      title={shell.contest.title}
      backHref={contestProblemHref(shell.cid, displayId)}
      backText={t('contest-problem.focus.back')}
    >
      {shell.standing.needsPasswordToEnter ? <ContestPasswordForm purpose="enter" /> : null}
      <ContestTabClosed reason={closed} />
    </FocusClosedFrame>
  );
}

/**
 * The contest's focus mode (spec part 2 §2 "ContestFullProblemDetails"): the problem and the editor
 * over the whole window, without the site's or the contest's frame, and the bottom navigator. Being
 * outside the shell, it checks entry the shell's way (`ScopeEntryGate`) and reads the contest with the
 * same server clock.
 */
export function ContestProblemFullScreenPage() {
  const { contestID, problemID } = route.useParams();
  const cid = cidOfParam(contestID);
  const entry = useContestEntry(cid);
  return (
    <div className="min-h-screen bg-slate-50 px-3 pt-4 pb-20 sm:px-5" data-testid="contest-full-screen">
      <ScopeEntryGate kind="contest" entry={entry}>
        {({ shell, clockOffsetMs }) => (
          <ContestShellProvider shell={shell} clockOffsetMs={clockOffsetMs}>
            <FocusedContest displayId={problemID} />
          </ContestShellProvider>
        )}
      </ScopeEntryGate>
    </div>
  );
}
