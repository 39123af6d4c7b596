import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ContestSummary } from '@oj/shared/api/contest';
import { contestType } from '@oj/shared/domain/contest';
import { ContestList } from '../../../features/contest/list/components/contest-list';
import {
  parseContestListSearch,
  toContestListSearch,
  type ContestListFilters,
} from '../../../features/contest/list/url-state';
import { sessionStore } from '../../../features/account/session/session-store';
import { showDialog } from '../../../lib/dialog-store';
import { showToast } from '../../../lib/toast-store';

/** The route's hooks by id: importing the route object would make a circle with its lazy component. */
const contestListRoute = getRouteApi('/contest');

/**
 * The contest list screen: a logged-in click opens the contest, a visitor's asks for a login first
 * (spec part 2, §2); the outside scoreboards are open to everyone.
 */
export function ContestListPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = contestListRoute.useNavigate();
  const filters = parseContestListSearch({ ...contestListRoute.useSearch() });
  // Applied to the search at the moment of the change, not the one this render read: a filter picked
  // right after a search keeps the keyword even if the page has not drawn the search's result yet.
  const show = (update: (current: ContestListFilters) => ContestListFilters) =>
    void navigate({
      search: (previous) => toContestListSearch(update(parseContestListSearch({ ...previous }))),
    });
  function open(contest: ContestSummary): void {
    if (!sessionStore.get()) {
      showToast('warning', t('contest.list.loginRequired'));
      showDialog('login');
      return;
    }
    router.history.push(`/contest/${contest.id}`);
  }
  function openScoreboard(contest: ContestSummary): void {
    const board = contest.type === contestType.oi ? 'oi-scoreboard' : 'acm-scoreboard';
    router.history.push(`/contest/${board}/${contest.id}`);
  }
  return (
    <div data-testid="contest-list-page">
      <ContestList filters={filters} onFilters={show} onOpen={open} onScoreboard={openScoreboard} />
    </div>
  );
}
