import { getRouteApi } from '@tanstack/react-router';
import { ProblemPage } from '../../../features/problem/page/components/problem-page';
import { isAdminSession, useSession } from '../../../features/account/session/use-session';

const route = getRouteApi('/problem/$problemID');

/** Hands the session to the problem page, which does not know the account feature. */
export function ProblemScreen() {
  const { problemID } = route.useParams();
  const session = useSession();
  const viewer = { username: session?.user.username ?? null, isAdmin: isAdminSession(session) };
  return <ProblemPage problemId={problemID} viewer={viewer} />;
}
