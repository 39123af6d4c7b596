import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ContestView } from '@oj/shared/api/contest';
import { contestRankQueryOptions } from '../api/get-contest-rank';
import { rankProblemListQueryOptions } from '../api/get-contest-problem-list';
import { sealWindowOf } from '../board/board-seal';
import { rankContestOf, rankProblemOf } from '../board/rank-board-types';
import { boardPageRequest, type RankView } from '../board/rank-search';
import { useConcernList } from '../concern/use-concern-list';
import { autoRefreshIntervalMs, type RefreshPhase } from '../refresh/auto-refresh';
import { useAutoRefresh, useOnLoadFailure } from '../refresh/use-auto-refresh';
import { RankBoardView } from './rank-board-view';

export interface ContestRankTabProps {
  contest: Pick<
    ContestView,
    'id' | 'type' | 'rankShowName' | 'oiRankScoreType' | 'sealRank' | 'sealRankTime' | 'endTime'
  >;
  /** The contest's phase by the server's clock (the shell's). */
  phase: RefreshPhase;
  serverNow: () => number;
  viewerUid: string | null;
  /** Contest admins see the real board, never the frozen one. */
  contestAdmin: boolean;
  /** The admin's switches of the shell: answers accepted after the end, and a rebuild on every read. */
  containsEnd: boolean;
  forceRefresh: boolean;
  view: RankView;
  onView: (view: RankView) => void;
  problemHref: (displayId: string) => string;
}

/** The contest's rank tab (spec part 2 §2 "Scoreboards and rank tables"). */
export function ContestRankTab(props: ContestRankTabProps) {
  const { contest, view, containsEnd, forceRefresh } = props;
  const cid = contest.id;
  const { concerned, store } = useConcernList(cid);
  const body = useMemo(
    () => ({ ...boardPageRequest(cid, view, concerned), containsEnd, forceRefresh }),
    [cid, view, concerned, containsEnd, forceRefresh],
  );
  const autoRefresh = useAutoRefresh(props.phase);
  const refetchInterval = autoRefresh.state.on ? autoRefreshIntervalMs : false;
  const boardPage = useQuery({ ...contestRankQueryOptions(body, props.viewerUid), refetchInterval });
  useOnLoadFailure(boardPage.errorUpdateCount, autoRefresh.loadFailed);
  const problemList = useQuery({ ...rankProblemListQueryOptions(cid, containsEnd), refetchInterval });
  const problems = useMemo(() => (problemList.data ?? []).map(rankProblemOf), [problemList.data]);
  const rankContest = useMemo(() => rankContestOf(cid, contest), [cid, contest]);
  const seal = useMemo(() => sealWindowOf(contest, props.contestAdmin), [contest, props.contestAdmin]);
  return (
    <RankBoardView
      contest={rankContest}
      problems={problems}
      page={boardPage.data}
      failed={boardPage.isError}
      view={view}
      onView={props.onView}
      viewerUid={props.viewerUid}
      concerned={concerned}
      concernStore={store}
      autoRefresh={autoRefresh.state}
      onAutoRefresh={autoRefresh.toggle}
      onRefresh={() => {
        void boardPage.refetch();
        void problemList.refetch();
      }}
      refreshing={boardPage.isFetching}
      seal={seal}
      serverNow={props.serverNow}
      problemHref={props.problemHref}
    />
  );
}
