import { getRouteApi } from '@tanstack/react-router';
import { RankList } from '../../../features/rank/components/rank-list';
import { parseRankSearch, toRankSearch, type RankFilters } from '../../../features/rank/url-state';

/** The route's hooks by id: importing the route object would make a circle with its lazy component. */
const rankRoute = getRouteApi('/rank');

/** The user ranking screen: every choice goes into the URL, so a link or a reload shows the same page. */
export function RankPage() {
  const navigate = rankRoute.useNavigate();
  const filters = parseRankSearch({ ...rankRoute.useSearch() });
  const show = (next: RankFilters) => void navigate({ search: toRankSearch(next) });
  return (
    <div data-testid="rank-page">
      <RankList filters={filters} onFilters={show} />
    </div>
  );
}
