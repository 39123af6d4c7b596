import { useTranslation } from 'react-i18next';
import type { AcmRankRow } from '@oj/shared/domain/contest-board/acm-board';
import type { ResolverProblem } from '../resolver/resolver-input';
import type { Medal } from '../resolver/medals';
import { BoardCell } from './board-cell';
import { rowHeightEm } from './board-columns';
import { shownNameOf } from './shown-name';

const medalRankClasses: Record<Medal, string> = {
  gold: 'bg-yellow-400 text-slate-950',
  silver: 'bg-slate-300 text-slate-950',
  bronze: 'bg-amber-700 text-white',
};

const medalEdgeClasses: Record<Medal, string> = {
  gold: 'border-l-yellow-400',
  silver: 'border-l-slate-300',
  bronze: 'border-l-amber-700',
};

interface BoardRowProps {
  row: AcmRankRow;
  /** Where the row stands on the board now; it slides there. */
  index: number;
  problems: readonly ResolverProblem[];
  columns: string;
  rankShowName: string;
  isStar: boolean;
  /** The row the next step reveals in, and its problem. */
  focusedProblem: string | null;
  /** The medal, once the row's place is settled. */
  medal: Medal | null;
  /** Drawn above the others while it climbs. */
  raised: boolean;
}

/** One contestant's row, placed by `translateY` so that a change of place is an animated climb. */
export function BoardRow(props: BoardRowProps) {
  const { row, index, problems, columns, rankShowName, isStar, focusedProblem, medal, raised } = props;
  const { t } = useTranslation();
  const focused = focusedProblem !== null;
  const band = focused ? 'bg-sky-900' : index % 2 === 0 ? 'bg-slate-900' : 'bg-slate-950';
  return (
    <div
      className={`absolute inset-x-0 top-0 grid items-stretch gap-[0.2em] border-l-[0.25em] px-[0.3em] py-[0.2em] transition-transform duration-[900ms] ease-in-out ${band} ${medal ? medalEdgeClasses[medal] : 'border-l-transparent'} ${raised ? 'z-20 shadow-[0_0_1em_rgba(56,189,248,0.6)]' : focused ? 'z-10' : 'z-0'}`}
      style={{
        gridTemplateColumns: columns,
        height: `${rowHeightEm}em`,
        transform: `translateY(${index * rowHeightEm}em)`,
      }}
      data-testid="scroll-board-row"
      data-uid={row.uid}
      data-username={row.username}
      data-index={index}
      data-rank={row.rank}
      data-solved={row.ac}
      data-penalty={row.totalTime}
      data-medal={medal ?? ''}
      data-focused={focused}
    >
      <div
        className={`flex items-center justify-center rounded-[0.2em] font-bold tabular-nums ${medal ? medalRankClasses[medal] : ''}`}
        title={medal ? t(`contest-scroll-board.medals.${medal}`) : undefined}
      >
        {isStar ? '*' : row.rank}
      </div>
      <div className="flex min-w-0 flex-col justify-center">
        <span className="truncate font-semibold leading-tight">
          {shownNameOf(row, rankShowName)}
          {isStar ? (
            <span className="ml-[0.4em] rounded-[0.2em] bg-slate-700 px-[0.3em] text-[0.6em] font-normal align-middle">
              {t('contest-scroll-board.star')}
            </span>
          ) : null}
        </span>
        {row.school ? (
          <span className="truncate text-[0.6em] leading-tight text-slate-400">{row.school}</span>
        ) : null}
      </div>
      <div className="flex items-center justify-center text-[1.15em] font-bold tabular-nums">{row.ac}</div>
      <div className="flex items-center justify-center tabular-nums text-slate-200">
        {Math.floor(row.totalTime / 60)}
      </div>
      {problems.map(({ displayId }) => (
        <BoardCell
          key={displayId}
          displayId={displayId}
          cell={row.submissionInfo[displayId]}
          focused={focusedProblem === displayId}
        />
      ))}
    </div>
  );
}
