import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { boardPageSizes } from '@oj/shared/domain/contest-board/board-page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import type { SealWindow } from '../board/board-seal';
import { pinnedRowCount } from '../board/pinned-rows';
import type { RankContest, RankProblem, RankRow, RowPin } from '../board/rank-board-types';
import { rankKeywordMaxLength, type RankView } from '../board/rank-search';
import { shownNameOf } from '../board/rank-board-types';
import type { ConcernedUser } from '../concern/concern-list';
import type { ConcernStore } from '../concern/concern-store';
import type { AutoRefresh } from '../refresh/auto-refresh';
import { AutoRefreshSwitch } from './auto-refresh-switch';
import { ConcernPanel } from './concern-panel';
import { FrozenMarker } from './frozen-marker';
import { CellLegend } from './rank-cells';
import { RankTable } from './rank-table';

export interface RankBoardViewProps {
  contest: RankContest;
  problems: readonly RankProblem[];
  /** The page on screen (the last one stays while the next loads); undefined before the first. */
  page: { records: RankRow[]; total: number } | undefined;
  /** The last load failed. */
  failed: boolean;
  view: RankView;
  onView: (view: RankView) => void;
  /** The viewer whose own row the server pins (null on the outside board, which pins none). */
  viewerUid: string | null;
  concerned: readonly ConcernedUser[];
  concernStore: ConcernStore;
  autoRefresh: AutoRefresh;
  onAutoRefresh: (on: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
  seal: SealWindow | null;
  serverNow: () => number;
  problemHref?: (displayId: string) => string;
}

/** A board with its tools: search, auto refresh, followed contestants, the frozen mark, the pager. */
export function RankBoardView(props: RankBoardViewProps) {
  const { t } = useTranslation();
  const { contest, page, view, onView, concerned, concernStore } = props;
  const rows = useMemo(() => page?.records ?? [], [page]);
  const concernedUids = useMemo(() => concerned.map((user) => user.uid), [concerned]);
  const followed = useMemo(() => new Set(concernedUids), [concernedUids]);
  const pins = useMemo((): RowPin[] => {
    const count = pinnedRowCount(rows, view.currentPage, props.viewerUid, concernedUids);
    return rows.map((row, index) =>
      index >= count ? null : row.uid === props.viewerUid ? 'me' : 'followed',
    );
  }, [rows, view.currentPage, props.viewerUid, concernedUids]);
  const rankShowName = contest.rankShowName;
  const onFollow = useCallback(
    (row: RankRow) => concernStore.follow({ uid: row.uid, name: shownNameOf(row, rankShowName) }),
    [concernStore, rankShowName],
  );
  const onUnfollow = useCallback((row: RankRow) => concernStore.unfollow(row.uid), [concernStore]);

  return (
    <section className="rounded-lg border border-slate-200 bg-white" data-testid="rank-board">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0 flex-1 basis-60">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-800">
            {t('contest-rank.heading')}
            <FrozenMarker seal={props.seal} serverNow={props.serverNow} />
          </h2>
          <p className="text-xs text-slate-500" data-testid="rank-hint">
            {contest.rule === 'acm' ? t('contest-rank.acmHint') : t(`contest-rank.oiHint.${contest.oiScore}`)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <AutoRefreshSwitch state={props.autoRefresh} onToggle={props.onAutoRefresh} />
          <button
            type="button"
            className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs text-slate-700 hover:bg-slate-50 disabled:text-slate-400"
            onClick={props.onRefresh}
            disabled={props.refreshing}
            data-testid="rank-refresh"
          >
            {t('contest-rank.refresh')}
          </button>
          <ConcernPanel concerned={concerned} store={concernStore} />
        </div>
        <SearchBox
          key={view.keyword}
          keyword={view.keyword}
          onSearch={(keyword) => onView({ ...view, keyword, currentPage: 1 })}
          placeholder={t('contest-rank.searchPlaceholder')}
          maxLength={rankKeywordMaxLength}
          size="md"
          className="w-full md:w-72"
          inputTestId="rank-search"
          buttonTestId="rank-search-button"
        />
      </header>
      {props.failed ? (
        <p
          className="border-b border-rose-100 bg-rose-50 px-4 py-2 text-sm text-rose-700"
          data-testid="rank-load-failed"
        >
          {t('contest-rank.loadFailed')}
        </p>
      ) : null}
      <div className="overflow-x-auto" data-testid="rank-scroller">
        {page === undefined && !props.failed ? (
          <div className="h-40 animate-pulse bg-slate-50" aria-busy="true" />
        ) : rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-slate-500" data-testid="rank-empty">
            {t(view.keyword ? 'contest-rank.emptySearch' : 'contest-rank.empty')}
          </p>
        ) : (
          <RankTable
            rule={contest.rule}
            rankShowName={rankShowName}
            problems={props.problems}
            rows={rows}
            pins={pins}
            followed={followed}
            onFollow={onFollow}
            onUnfollow={onUnfollow}
            problemHref={props.problemHref}
          />
        )}
      </div>
      <footer className="flex flex-col gap-2 border-t border-slate-100 px-3 py-2 md:flex-row md:items-center md:justify-between">
        <CellLegend rule={contest.rule} />
        <Pager
          total={page?.total ?? 0}
          currentPage={view.currentPage}
          limit={view.limit}
          pageSizes={boardPageSizes}
          totalText={t('contest-rank.total', { count: page?.total ?? 0 })}
          onPage={(currentPage) => onView({ ...view, currentPage })}
          onLimit={(limit) => onView({ ...view, limit, currentPage: 1 })}
        />
      </footer>
    </section>
  );
}
