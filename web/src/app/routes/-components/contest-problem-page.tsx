import { getRouteApi } from '@tanstack/react-router';
import { useContestProblemStanding } from './contest-problem-standing';
import { ContestProblemScreen } from './contest-problem-screen';

const route = getRouteApi('/contest/$contestID/problem/$problemID');

/** A problem's page inside the contest shell. */
export function ContestProblemPage() {
  const { problemID } = route.useParams();
  const { standing, serverNow } = useContestProblemStanding();
  return (
    <ContestProblemScreen
      standing={standing}
      serverNow={serverNow}
      displayId={problemID}
      inFocusMode={false}
    />
  );
}
