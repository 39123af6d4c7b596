import type { ContestStanding } from '../../../features/contest-problem/submit/contest-standing';
import { useContestShell } from '../../../features/contest/shell/contest-shell-context';

/**
 * The contest shell as the contest's problem and submission screens need it: the contest-problem
 * feature's `ContestStanding` (phase by the server's clock, whether the viewer runs the contest, the
 * exam's submit limit), the server's clock for checks made later, exam mode and the admin's
 * after-contest switch. Read inside the shell's provider (the tabs, and focus mode's own provider).
 */
export function useContestProblemStanding() {
  const shell = useContestShell();
  const { contest, standing: viewerStanding } = shell;
  const exam = viewerStanding.exam;
  const standing: ContestStanding = {
    cid: shell.cid,
    type: contest.type,
    phase: shell.phase,
    allowEndSubmit: contest.allowEndSubmit,
    sealRank: contest.sealRank,
    sealRankTime: contest.sealRankTime,
    startTime: contest.startTime,
    now: shell.serverNow(),
    contestAdmin: viewerStanding.contestAdmin,
    examSubmitLimit: exam.examMode ? exam.submitLimit : null,
  };
  return {
    standing,
    serverNow: shell.serverNow,
    examMode: exam.examMode,
    afterContestSubmissions: shell.settings.afterContestSubmissions,
  };
}
