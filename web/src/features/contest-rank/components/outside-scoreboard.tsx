import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { getContestOutsizeInfo } from '@oj/shared/api/contest-rank';
import type { CallResponse } from '@oj/shared/api/define-call';
import { ApiError } from '../../../lib/api-error';
import { contestBoardQueryOptions } from '../api/get-contest-board';
import { contestOutsideScoreboardQueryOptions } from '../api/get-contest-outside-scoreboard';
import { contestOutsizeInfoQueryOptions } from '../api/get-contest-outsize-info';
import { sealWindowOf } from '../board/board-seal';
import { rankContestOf, rankProblemOf, type RankRule } from '../board/rank-board-types';
import { boardPageRequest, type RankView } from '../board/rank-search';
import { useConcernList } from '../concern/use-concern-list';
import { autoRefreshIntervalMs } from '../refresh/auto-refresh';
import { useAutoRefresh, useOnLoadFailure } from '../refresh/use-auto-refresh';
import { useServerPhase } from '../refresh/use-server-phase';
import { OutsideBoardHead, OutsideBoardNotice } from './outside-board-head';
import { RankBoardView } from './rank-board-view';

type OutsideInfo = CallResponse<typeof getContestOutsizeInfo>;

export interface OutsideScoreboardProps {
  cid: number;
  /** The rule of the route: `/contest/acm-scoreboard/…` or `/contest/oi-scoreboard/…`. */
  rule: RankRule;
  view: RankView;
  onView: (view: RankView) => void;
  /** Where the board of the contest's own rule is, when the route's rule is the other one. */
  boardHref: (rule: RankRule) => string;
}

/**
 * The scoreboard for spectators without an account (spec part 2 §2 "Outside scoreboards"), for a
 * contest with `openRank`. Its plain pages come from the edge-cached GET, the same for everyone;
 * a search or followed contestants need the spectator's own answer, from the POST.
 */
export function OutsideScoreboard(props: OutsideScoreboardProps) {
  const { t } = useTranslation();
  const info = useQuery(contestOutsizeInfoQueryOptions(props.cid));
  if (info.data) return <OpenOutsideBoard {...props} info={info.data} fetchedAt={info.dataUpdatedAt} />;
  if (info.error) {
    const refusal = info.error instanceof ApiError && info.error.kind === 'refused' ? info.error : null;
    const text =
      refusal?.status === 404
        ? t('contest-rank.outside.notFound')
        : refusal?.status === 403
          ? t('contest-rank.outside.notOpen')
          : t('contest-rank.outside.failed');
    return (
      <OutsideBoardNotice testId="outside-board-refused">
        <p className="text-base text-slate-700">{text}</p>
        {refusal ? <p className="mt-2 text-sm text-slate-400">{refusal.message}</p> : null}
      </OutsideBoardNotice>
    );
  }
  return (
    <OutsideBoardNotice testId="outside-board-loading">
      <p className="text-sm text-slate-400">{t('contest-rank.outside.loading')}</p>
    </OutsideBoardNotice>
  );
}

function OpenOutsideBoard(props: OutsideScoreboardProps & { info: OutsideInfo; fetchedAt: number }) {
  const { t } = useTranslation();
  const { cid, view, info } = props;
  const { contest } = info;
  const offsetMs = Date.parse(contest.now) - props.fetchedAt;
  const serverNow = useCallback(() => Date.now() + offsetMs, [offsetMs]);
  const phase = useServerPhase(contest.startTime, contest.endTime, serverNow);
  const { concerned, store } = useConcernList(cid);
  const autoRefresh = useAutoRefresh(phase);
  const refetchInterval = autoRefresh.state.on ? autoRefreshIntervalMs : false;
  const personal = view.keyword !== '' || concerned.length > 0;
  const body = boardPageRequest(cid, view, concerned);
  const shared = useQuery({
    ...contestBoardQueryOptions(cid, view.currentPage, view.limit),
    enabled: !personal,
    refetchInterval,
  });
  const own = useQuery({
    ...contestOutsideScoreboardQueryOptions(body),
    enabled: personal,
    refetchInterval,
  });
  const board = personal ? own : shared;
  useOnLoadFailure(board.errorUpdateCount, autoRefresh.loadFailed);
  const rankContest = useMemo(() => rankContestOf(cid, contest), [cid, contest]);
  const { rule } = rankContest;
  const problems = useMemo(() => info.problemList.map(rankProblemOf), [info.problemList]);
  const seal = useMemo(() => sealWindowOf(contest, false), [contest]);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-3 py-4 md:px-6">
      <OutsideBoardHead contest={contest} rule={props.rule} phase={phase} />
      {rule !== props.rule ? (
        <p
          className="rounded-md bg-amber-50 px-4 py-2 text-sm text-amber-800"
          data-testid="outside-board-wrong-rule"
        >
          {t('contest-rank.outside.wrongType', { type: rule.toUpperCase() })}{' '}
          <a className="font-medium text-blue-600 hover:underline" href={props.boardHref(rule)}>
            {t('contest-rank.outside.openRightBoard')}
          </a>
        </p>
      ) : (
        <RankBoardView
          contest={rankContest}
          problems={problems}
          page={board.data}
          failed={board.isError}
          view={view}
          onView={props.onView}
          viewerUid={null}
          concerned={concerned}
          concernStore={store}
          autoRefresh={autoRefresh.state}
          onAutoRefresh={autoRefresh.toggle}
          onRefresh={() => void board.refetch()}
          refreshing={board.isFetching}
          seal={seal}
          serverNow={serverNow}
        />
      )}
    </div>
  );
}
