import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { starSetOf } from '@oj/shared/domain/contest-board/rank-order';
import { formatBeijingTime } from '../../../lib/beijing-time';
import type { ResolverInput } from '../resolver/resolver-input';
import { isSettledRow } from '../resolver/resolver-state';
import { medalCountsOf, medalOf } from '../resolver/medals';
import type { RequestedMedals } from '../scroll-board-search';
import { boardColumns, boardMinWidthEm, rowHeightEm } from './board-columns';
import { BoardRow } from './board-row';
import { RevealLine } from './reveal-line';
import { useResolverKeys } from './use-resolver-keys';
import { useResolverPlayer } from './use-resolver-player';

interface ScrollBoardProps {
  input: ResolverInput;
  title: string;
  rankShowName: string;
  /** The seal time (ISO); null for a contest never frozen. */
  sealTime: string | null;
  medals: RequestedMedals;
}

function toggleFullScreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen().catch(() => undefined);
}

/** Keeps the row in focus in view, low on the screen, so the rows it may climb past show above it. */
function useFollowFocus(container: React.RefObject<HTMLDivElement | null>, index: number) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const rowPx = rowHeightEm * parseFloat(getComputedStyle(element).fontSize);
    const top = Math.max(0, (index + 1) * rowPx - element.clientHeight * 0.75);
    element.scrollTo({ top, behavior: 'smooth' });
  }, [container, index]);
}

/**
 * The resolver on screen (spec part 2 §2 "Scroll board"): the frozen board, then one reveal a step,
 * from the bottom row up, rows climbing as their frozen tries are accepted; medals show on rows whose
 * place is settled. Sized in em from the window's width, for a projector as for a laptop.
 */
export function ScrollBoard({ input, title, rankShowName, sealTime, medals }: ScrollBoardProps) {
  const { t } = useTranslation();
  const player = useResolverPlayer(input);
  const { state, focus, lastReveal, finished } = player;
  useResolverKeys({ step: player.step, toggleAutoPlay: player.toggleAutoPlay, toggleFullScreen });

  const stars = useMemo(() => starSetOf(input.starUserList), [input.starUserList]);
  const medalCounts = useMemo(
    () => medalCountsOf(medals, state.board.filter((row) => row.rank !== -1).length),
    [medals, state.board],
  );
  const columns = boardColumns(input.problems.length);
  const indexByUid = new Map(state.board.map((row, index) => [row.uid, index]));
  const body = useRef<HTMLDivElement>(null);
  useFollowFocus(body, focus?.index ?? 0);

  const subtitle =
    sealTime === null
      ? t('contest-scroll-board.notSealed')
      : finished
        ? t('contest-scroll-board.finalStandings')
        : t('contest-scroll-board.frozenSince', { time: formatBeijingTime(sealTime, 'minute') });

  return (
    <div
      className="flex h-screen flex-col bg-slate-950 text-[clamp(14px,1.25vw,30px)] text-white"
      data-testid="scroll-board"
      data-finished={finished}
    >
      <header className="flex flex-wrap items-center gap-x-[1em] gap-y-[0.3em] border-b border-slate-700 px-[0.8em] py-[0.5em]">
        <div className="min-w-0 flex-1 basis-full sm:basis-auto">
          <h1 className="truncate text-[1.5em] leading-tight font-bold">{title}</h1>
          <p className={`text-[0.8em] ${finished ? 'font-semibold text-yellow-300' : 'text-slate-300'}`}>
            {subtitle}
          </p>
        </div>
        <p className="text-[0.8em] text-slate-300 tabular-nums" data-testid="scroll-board-progress">
          {t('contest-scroll-board.progress', { done: state.steps, total: player.total })}
        </p>
        <div className="flex gap-[0.4em] text-[0.75em]">
          <button
            type="button"
            onClick={player.step}
            disabled={finished}
            className="rounded-[0.3em] bg-sky-600 px-[0.9em] py-[0.4em] font-semibold hover:bg-sky-500 disabled:bg-slate-700 disabled:text-slate-400"
          >
            {t('contest-scroll-board.next')}
          </button>
          <button
            type="button"
            onClick={player.toggleAutoPlay}
            disabled={finished}
            aria-pressed={player.autoPlay}
            className="rounded-[0.3em] border border-slate-500 px-[0.9em] py-[0.4em] hover:bg-slate-800 disabled:text-slate-500"
          >
            {player.autoPlay ? t('contest-scroll-board.pause') : t('contest-scroll-board.autoPlay')}
          </button>
          <button
            type="button"
            onClick={toggleFullScreen}
            className="rounded-[0.3em] border border-slate-500 px-[0.9em] py-[0.4em] hover:bg-slate-800"
          >
            {t('contest-scroll-board.fullScreen')}
          </button>
        </div>
      </header>
      <div className="flex min-h-0 flex-1 flex-col overflow-x-auto">
        <div
          className="flex min-h-0 flex-1 flex-col"
          style={{ minWidth: `${boardMinWidthEm(input.problems.length)}em` }}
        >
          <div
            className="grid gap-[0.2em] border-b border-slate-700 px-[0.3em] py-[0.3em] font-semibold text-slate-300 *:text-[0.75em]"
            // Em of the board's size, as the rows' columns are: the header's small text is on its cells.
            style={{ gridTemplateColumns: columns, marginLeft: '0.25em' }}
          >
            <div className="text-center">{t('contest-scroll-board.columns.rank')}</div>
            <div>{t('contest-scroll-board.columns.name')}</div>
            <div className="text-center">{t('contest-scroll-board.columns.solved')}</div>
            <div className="text-center">{t('contest-scroll-board.columns.penalty')}</div>
            {input.problems.map(({ displayId, color }) => (
              <div key={displayId} className="flex items-center justify-center gap-[0.3em]">
                {color ? (
                  <span
                    className="inline-block size-[0.8em] rounded-full border border-white/40"
                    style={{ backgroundColor: color }}
                  />
                ) : null}
                {displayId}
              </div>
            ))}
          </div>
          <div
            ref={body}
            className="relative flex-1 overflow-x-hidden overflow-y-auto [scrollbar-width:none]"
          >
            <div className="relative" style={{ height: `${state.board.length * rowHeightEm}em` }}>
              {input.contestants.map(({ identity }) => {
                const index = indexByUid.get(identity.uid) ?? 0;
                const row = state.board[index];
                if (!row) return null;
                return (
                  <BoardRow
                    key={identity.uid}
                    row={row}
                    index={index}
                    problems={input.problems}
                    columns={columns}
                    rankShowName={rankShowName}
                    isStar={stars.has(row.username)}
                    focusedProblem={focus?.uid === row.uid ? focus.displayId : null}
                    medal={isSettledRow(index, focus) ? medalOf(row, medalCounts) : null}
                    raised={lastReveal?.uid === row.uid && lastReveal.toIndex < lastReveal.fromIndex}
                  />
                );
              })}
            </div>
          </div>
        </div>
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-x-[1em] border-t border-slate-700 px-[0.8em] py-[0.3em] text-[0.7em] text-slate-400">
        <RevealLine reveal={lastReveal} board={state.board} rankShowName={rankShowName} />
        <span>{t('contest-scroll-board.keys')}</span>
      </footer>
    </div>
  );
}
