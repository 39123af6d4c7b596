import { getRouteApi } from '@tanstack/react-router';
import { ProblemPage } from '../../../features/problem/page/components/problem-page';
import { isAdminSession, useSession } from '../../../features/account/session/use-session';
import { useWebsiteConfig } from '../../../features/site/api/get-website-config';

const route = getRouteApi('/problem/$problemID');

/**
 * Hands the session to the problem page, which does not know the account feature, and the link to
 * the problem's discussions while the public board is open (spec part 3 §2.1).
 */
export function ProblemScreen() {
  const { problemID } = route.useParams();
  const session = useSession();
  const viewer = { username: session?.user.username ?? null, isAdmin: isAdminSession(session) };
  const { openPublicDiscussion } = useWebsiteConfig();
  const discussionHref = openPublicDiscussion ? `/discussion/${encodeURIComponent(problemID)}` : undefined;
  return <ProblemPage problemId={problemID} viewer={viewer} discussionHref={discussionHref} />;
}
