import { useSuspenseQuery } from '@tanstack/react-query';
import { ProblemPageView } from '../../../features/problem/page/components/problem-page';
import { contestScope } from '../../../lib/scope/scope-href';
import { ScopeProvider, type ContestPageScope } from '../../../lib/scope/scope-provider';
import { contestProblemDetailsQueryOptions } from '../../../features/contest-problem/api/get-contest-problem-details';
import {
  seesRealTime,
  type ContestStanding,
} from '../../../features/contest-problem/submit/contest-standing';
import { useContestSubmitCheck } from '../../../features/contest-problem/submit/use-contest-submit-check';
import { ExamLimitNote } from '../../../features/contest-problem/submit/exam-limit-note';
import { contestSubmissionLinks } from '../../../features/contest-submission/list/contest-list-rules';
import { isAdminSession, useSession } from '../../../features/account/session/use-session';
import { contestFullScreenHref, contestProblemHref } from './contest-problem-hrefs';

interface ContestProblemScreenProps {
  standing: ContestStanding;
  serverNow: () => number;
  displayId: string;
  /** Drawn in focus mode: the toolbar's button leaves it. */
  inFocusMode: boolean;
}

/**
 * The problem page inside a contest (spec part 2 §2): the problem feature's page with the contest's
 * problem answer, its id in every call, its links, and the contest's checks before a submit.
 */
export function ContestProblemScreen(props: ContestProblemScreenProps) {
  const { standing, serverNow, displayId, inFocusMode } = props;
  const { cid } = standing;
  const detail = useSuspenseQuery(contestProblemDetailsQueryOptions(cid, displayId)).data;
  const session = useSession();
  const viewer = { username: session?.user.username ?? null, isAdmin: isAdminSession(session) };
  const check = useContestSubmitCheck(
    standing,
    { pid: detail.problem.pid, displayId, uid: session?.user.uid ?? null },
    serverNow,
  );
  const links = contestSubmissionLinks(cid);
  const scope: ContestPageScope = {
    ...contestScope(cid),
    displayId,
    submissionHref: (submitId) => links.detail({ submitId, displayPid: displayId }),
    beforeStart: standing.phase === 'scheduled',
    confirmSubmit: check.confirmSubmit,
    focus: {
      active: inFocusMode,
      href: inFocusMode ? contestProblemHref(cid, displayId) : contestFullScreenHref(cid, displayId),
    },
    countsHidden: !seesRealTime(standing),
  };
  return (
    <>
      <ExamLimitNote limit={standing.contestAdmin ? null : standing.examSubmitLimit} />
      <ScopeProvider scope={scope}>
        <ProblemPageView detail={detail} viewer={viewer} />
      </ScopeProvider>
      {check.dialog}
    </>
  );
}
