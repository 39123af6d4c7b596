import { getRouteApi } from '@tanstack/react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { OutsideScoreboard } from '../../../features/contest-rank/components/outside-scoreboard';
import type { RankRule } from '../../../features/contest-rank/board/rank-board-types';
import { rankSearchOf, rankViewOf, type RankSearch } from '../../../features/contest-rank/board/rank-search';

const acmRoute = getRouteApi('/contest/acm-scoreboard/$contestID');
const oiRoute = getRouteApi('/contest/oi-scoreboard/$contestID');

/** The contest id of the path; anything else reads as none, which the server answers as not found. */
function cidOf(contestID: string): number {
  return /^\d{1,15}$/.test(contestID) ? Number(contestID) : 0;
}

const boardHref = (cid: number) => (rule: RankRule) => `/contest/${rule}-scoreboard/${cid}`;

interface OutsidePageProps {
  rule: RankRule;
  contestID: string;
  search: RankSearch;
  onSearch: (search: RankSearch) => void;
}

/** The spectators' frame: the language switch over the board, nothing of the site around it. */
function OutsidePage({ rule, contestID, search, onSearch }: OutsidePageProps) {
  const cid = cidOf(contestID);
  return (
    <div className="min-h-screen bg-slate-50 text-slate-800">
      <div className="flex justify-end px-3 pt-3 text-xs md:px-6">
        <LanguageSwitcher className="flex gap-1" data-testid="outside-board-language" />
      </div>
      <OutsideScoreboard
        cid={cid}
        rule={rule}
        view={rankViewOf(search)}
        onView={(view) => onSearch(rankSearchOf(view))}
        boardHref={boardHref(cid)}
      />
    </div>
  );
}

export function AcmOutsidePage() {
  const { contestID } = acmRoute.useParams();
  const navigate = acmRoute.useNavigate();
  return (
    <OutsidePage
      rule="acm"
      contestID={contestID}
      search={acmRoute.useSearch()}
      onSearch={(search) => void navigate({ search })}
    />
  );
}

export function OiOutsidePage() {
  const { contestID } = oiRoute.useParams();
  const navigate = oiRoute.useNavigate();
  return (
    <OutsidePage
      rule="oi"
      contestID={contestID}
      search={oiRoute.useSearch()}
      onSearch={(search) => void navigate({ search })}
    />
  );
}
