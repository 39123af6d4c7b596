import { getRouteApi } from '@tanstack/react-router';
import { ProblemNavigator } from '../../../features/contest-problem/focus/problem-navigator';
import { useContestProblemStanding } from './contest-problem-standing';
import { contestFullScreenHref, contestProblemHref } from './contest-problem-hrefs';
import { ContestProblemScreen } from './contest-problem-screen';

const route = getRouteApi('/contest/$contestID/problem/$problemID/full-screen');

/**
 * The contest's focus mode (spec part 2 §2 "ContestFullProblemDetails"): the problem and the editor
 * over the whole window, without the site's or the contest's frame, and the bottom navigator.
 */
export function ContestProblemFullScreenPage() {
  const { contestID, problemID } = route.useParams();
  const cid = Number(contestID);
  const contest = useContestProblemStanding(cid);
  return (
    <div className="min-h-screen bg-slate-50 px-3 pt-4 pb-20 sm:px-5" data-testid="contest-full-screen">
      {contest ? (
        <ContestProblemScreen standing={contest.standing} displayId={problemID} inFocusMode />
      ) : null}
      <ProblemNavigator
        cid={cid}
        openId={problemID}
        problemHref={(displayId) => contestFullScreenHref(cid, displayId)}
        backHref={contestProblemHref(cid, problemID)}
      />
    </div>
  );
}
