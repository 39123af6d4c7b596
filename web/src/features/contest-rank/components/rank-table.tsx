import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcmContestRankRow, OiContestRankRow } from '@oj/shared/api/contest-rank';
import type { RankShowName } from '@oj/shared/domain/contest';
import { AppLink } from '../../../components/app-link';
import { minutesOf } from '../board/acm-cell';
import {
  shownNameOf,
  type RankProblem,
  type RankRow,
  type RankRule,
  type RowPin,
} from '../board/rank-board-types';
import { AcmProblemCell, OiProblemCell } from './rank-cells';

export interface RankTableProps {
  rule: RankRule;
  rankShowName: RankShowName;
  problems: readonly RankProblem[];
  rows: readonly RankRow[];
  /** How each row sits: pinned to the top of page 1 as the viewer's or a followed contestant's copy. */
  pins: readonly RowPin[];
  /** The followed contestants' uids, for each row's star. */
  followed: ReadonlySet<string>;
  onFollow: (row: RankRow) => void;
  onUnfollow: (row: RankRow) => void;
  /** Given, each problem's header links to its page. */
  problemHref?: (displayId: string) => string;
}

/*
 * The rank and name columns stay in place while the table scrolls sideways (a phone, or a contest of
 * many problems): they are sticky, with the row's own background so nothing shows through them.
 */
const stickyRank = 'sticky left-0 z-10 w-12 min-w-12 bg-inherit';
const stickyName = 'sticky left-12 z-10 bg-inherit shadow-[1px_0_0_0_var(--color-slate-200)]';
const headCell = 'px-2 py-2 text-xs font-medium whitespace-nowrap text-slate-500';

const pinLooks: Record<'me' | 'followed', string> = {
  me: 'bg-sky-50',
  followed: 'bg-amber-50',
};

/** A board's table: one row per contestant, one column per problem. */
export const RankTable = memo(function RankTable(props: RankTableProps) {
  const { t } = useTranslation();
  const { rule, problems, rows, pins } = props;
  const showsAwards = rows.some((row) => row.isWinAward && row.awardName);
  return (
    <table className="w-full border-separate border-spacing-0 text-sm" data-testid="rank-table">
      <thead className="bg-slate-50">
        <tr>
          <th className={`${headCell} ${stickyRank} bg-slate-50 text-center`}>
            {t('contest-rank.columns.rank')}
          </th>
          <th className={`${headCell} ${stickyName} bg-slate-50 text-left`}>
            {t('contest-rank.columns.user')}
          </th>
          {showsAwards ? (
            <th className={`${headCell} text-center`}>{t('contest-rank.columns.award')}</th>
          ) : null}
          {rule === 'acm' ? (
            <>
              <th className={`${headCell} text-center`}>{t('contest-rank.columns.solved')}</th>
              <th className={`${headCell} text-center`}>{t('contest-rank.columns.penalty')}</th>
            </>
          ) : (
            <th className={`${headCell} text-center`}>{t('contest-rank.columns.score')}</th>
          )}
          {problems.map((problem) => (
            <ProblemHead
              key={problem.displayId}
              problem={problem}
              href={props.problemHref?.(problem.displayId)}
            />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <RankTableRow
            key={`${pins[index] ?? 'board'}:${row.uid}`}
            {...props}
            row={row}
            pin={pins[index] ?? null}
            showsAwards={showsAwards}
          />
        ))}
      </tbody>
    </table>
  );
});

function ProblemHead({ problem, href }: { problem: RankProblem; href: string | undefined }) {
  const { t } = useTranslation();
  const label = (
    <span className="inline-flex items-center gap-1">
      <span
        className="inline-block size-2.5 rounded-full border border-black/10"
        style={{ backgroundColor: problem.color ?? 'transparent' }}
        aria-hidden
      />
      {problem.displayId}
    </span>
  );
  return (
    <th
      className={`${headCell} min-w-14 text-center`}
      title={t('contest-rank.problemTitle', { displayId: problem.displayId, title: problem.title })}
      data-testid="rank-problem-head"
    >
      {href ? (
        <AppLink href={href} className="text-slate-700 hover:text-blue-600">
          {label}
        </AppLink>
      ) : (
        <span className="text-slate-700">{label}</span>
      )}
      {problem.ac !== null && problem.total !== null ? (
        <span
          className="block text-[11px] font-normal text-slate-400"
          title={t('contest-rank.problemCounts', { ac: problem.ac, total: problem.total })}
          data-testid="rank-problem-counts"
        >
          {problem.ac}/{problem.total}
        </span>
      ) : null}
    </th>
  );
}

interface RowProps extends RankTableProps {
  row: RankRow;
  pin: RowPin;
  showsAwards: boolean;
}

function RankTableRow({
  row,
  pin,
  showsAwards,
  rule,
  problems,
  rankShowName,
  followed,
  ...actions
}: RowProps) {
  const { t } = useTranslation();
  const name = shownNameOf(row, rankShowName);
  const isFollowed = followed.has(row.uid);
  const cell = 'border-b border-slate-100 px-2';
  return (
    <tr
      className={pin ? pinLooks[pin] : 'bg-white'}
      data-testid="rank-row"
      data-uid={row.uid}
      data-username={row.username}
      data-pin={pin ?? undefined}
    >
      <td className={`${cell} ${stickyRank} text-center tabular-nums`} data-testid="rank-cell-rank">
        {row.rank === -1 ? (
          <span
            className="text-amber-500"
            title={t('contest-rank.unofficial')}
            aria-label={t('contest-rank.unofficial')}
          >
            ★
          </span>
        ) : (
          row.rank
        )}
      </td>
      <td className={`${cell} ${stickyName} max-w-36 py-1 md:max-w-64`} data-testid="rank-cell-user">
        <div className="flex items-center gap-1.5">
          <button
            type="button"
            className={`shrink-0 text-base leading-none ${isFollowed ? 'text-amber-500' : 'text-slate-300 hover:text-amber-400'}`}
            aria-pressed={isFollowed}
            aria-label={t(isFollowed ? 'contest-rank.unfollow' : 'contest-rank.follow', { name })}
            title={t(isFollowed ? 'contest-rank.unfollow' : 'contest-rank.follow', { name })}
            onClick={() => (isFollowed ? actions.onUnfollow(row) : actions.onFollow(row))}
            data-testid="rank-follow"
          >
            {isFollowed ? '★' : '☆'}
          </button>
          <div className="min-w-0">
            <div className="flex items-center gap-1">
              <AppLink
                href={`/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`}
                className="truncate font-medium text-slate-800 hover:text-blue-600"
                data-testid="rank-user-link"
              >
                {name}
              </AppLink>
              {pin ? (
                <span
                  className={`shrink-0 rounded px-1 text-[10px] ${pin === 'me' ? 'bg-sky-100 text-sky-700' : 'bg-amber-100 text-amber-700'}`}
                >
                  {t(pin === 'me' ? 'contest-rank.me' : 'contest-rank.followed')}
                </span>
              ) : null}
            </div>
            {row.school ? <div className="truncate text-xs text-slate-400">{row.school}</div> : null}
          </div>
        </div>
      </td>
      {showsAwards ? (
        <td className={`${cell} text-center`}>
          {row.isWinAward && row.awardName ? (
            <span
              className="inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap"
              style={{ backgroundColor: row.awardBackground, color: row.awardColor }}
              data-testid="rank-award"
            >
              {row.awardName}
            </span>
          ) : null}
        </td>
      ) : null}
      {rule === 'acm' ? (
        <>
          <td className={`${cell} text-center font-semibold tabular-nums`} data-testid="rank-cell-solved">
            {(row as AcmContestRankRow).ac}
          </td>
          <td className={`${cell} text-center tabular-nums text-slate-600`} data-testid="rank-cell-penalty">
            {minutesOf(row.totalTime)}
          </td>
        </>
      ) : (
        <td className={`${cell} text-center font-semibold tabular-nums`} data-testid="rank-cell-score">
          {(row as OiContestRankRow).totalScore}
        </td>
      )}
      {problems.map((problem) => (
        <td
          key={problem.displayId}
          className="border-b border-l border-slate-100 p-0"
          data-testid="rank-cell-problem"
          data-problem={problem.displayId}
        >
          {rule === 'acm' ? (
            <AcmProblemCell row={row as AcmContestRankRow} displayId={problem.displayId} />
          ) : (
            <OiProblemCell row={row as OiContestRankRow} displayId={problem.displayId} />
          )}
        </td>
      ))}
    </tr>
  );
}
