import { ContestProblemList } from '../../../features/contest-problem/list/contest-problem-list';
import { useSession } from '../../../features/account/session/use-session';
import { useContestShell } from '../../../features/contest/shell/contest-shell-context';
import { contestProblemHref } from './contest-problem-hrefs';

/** The contest's problems tab. */
export function ContestProblemListPage() {
  const { cid, settings } = useContestShell();
  const uid = useSession()?.user.uid ?? null;
  return (
    <ContestProblemList
      cid={cid}
      uid={uid}
      containsEnd={settings.afterContestSubmissions}
      problemHref={(displayId) => contestProblemHref(cid, displayId)}
    />
  );
}
