import { getRouteApi } from '@tanstack/react-router';
import { useContestProblemStanding } from './contest-problem-standing';
import { ContestProblemScreen } from './contest-problem-screen';

const route = getRouteApi('/contest/$contestID/problem/$problemID');

/** A problem's page inside the contest shell. */
export function ContestProblemPage() {
  const { contestID, problemID } = route.useParams();
  const contest = useContestProblemStanding(Number(contestID));
  if (!contest) return null;
  return <ContestProblemScreen standing={contest.standing} displayId={problemID} inFocusMode={false} />;
}
