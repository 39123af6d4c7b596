import { getRouteApi } from '@tanstack/react-router';
import { ContestProblemList } from '../../../features/contest-problem/list/contest-problem-list';
import { useSession } from '../../../features/account/session/use-session';
import { contestProblemHref } from './contest-problem-hrefs';

const route = getRouteApi('/contest/$contestID/problems');

/** The contest's problems tab. */
export function ContestProblemListPage() {
  const { contestID } = route.useParams();
  const cid = Number(contestID);
  const uid = useSession()?.user.uid ?? null;
  return (
    <ContestProblemList cid={cid} uid={uid} problemHref={(displayId) => contestProblemHref(cid, displayId)} />
  );
}
