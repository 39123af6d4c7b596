import { getRouteApi } from '@tanstack/react-router';
import { useSession } from '../../../features/account/session/use-session';
import { useContestShell } from '../../../features/contest/shell/contest-shell-context';
import { ContestRankTab } from '../../../features/contest-rank/components/contest-rank-tab';
import { rankSearchOf, rankViewOf } from '../../../features/contest-rank/board/rank-search';
import { contestProblemHref } from './contest-problem-hrefs';

const route = getRouteApi('/contest/$contestID/rank');

/**
 * The contest's rank tab: the shell's contest, phase, clock and the admin's switches (answers after
 * the end, force update) handed to the board, which knows neither the shell nor the session.
 */
export function ContestRankPage() {
  const { cid, contest, phase, serverNow, standing, settings } = useContestShell();
  const uid = useSession()?.user.uid ?? null;
  const view = rankViewOf(route.useSearch());
  const navigate = route.useNavigate();
  return (
    <ContestRankTab
      contest={contest}
      phase={phase}
      serverNow={serverNow}
      viewerUid={uid}
      contestAdmin={standing.contestAdmin}
      containsEnd={settings.afterContestSubmissions}
      forceRefresh={settings.forceUpdate}
      view={view}
      onView={(next) => void navigate({ search: rankSearchOf(next) })}
      problemHref={(displayId) => contestProblemHref(cid, displayId)}
    />
  );
}
