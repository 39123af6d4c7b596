import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcmCellView } from '@oj/shared/domain/contest-board/acm-cell';
import { type CellKind, cellLookOf } from './cell-look';

const kindClasses: Record<CellKind, string> = {
  firstBlood: 'bg-emerald-800 text-white ring-2 ring-inset ring-emerald-300',
  accepted: 'bg-emerald-600 text-white',
  rejected: 'bg-red-700 text-white',
  pending: 'bg-amber-400 text-slate-950',
  empty: 'bg-slate-800/60 text-slate-500',
};

interface BoardCellProps {
  displayId: string;
  cell: AcmCellView | undefined;
  /** The cell the next step reveals. */
  focused: boolean;
}

/**
 * The cell to reveal glows: its outline fades in and out, the cell itself stays fully readable (a
 * pulse of the whole cell would dim its text on a projector every other second).
 */
function useFocusGlow(box: React.RefObject<HTMLDivElement | null>, focused: boolean) {
  useEffect(() => {
    const element = box.current;
    if (!focused || !element || typeof element.animate !== 'function') return;
    const glow = element.animate(
      [{ outlineColor: 'rgb(253 224 71)' }, { outlineColor: 'rgb(253 224 71 / 0.2)' }],
      { duration: 700, iterations: Infinity, direction: 'alternate', easing: 'ease-in-out' },
    );
    return () => glow.cancel();
  }, [box, focused]);
}

/** One problem of one row, readable from the back of a hall. */
export function BoardCell({ displayId, cell, focused }: BoardCellProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useFocusGlow(box, focused);
  const look = cellLookOf(cell);
  const description =
    look.kind === 'empty'
      ? undefined
      : t(`contest-scroll-board.cell.${look.kind === 'firstBlood' ? 'firstBlood' : look.kind}`, {
          minute: look.minute,
          tries: look.tries,
          hidden: look.hidden,
        });
  return (
    <div
      ref={box}
      className={`flex flex-col items-center justify-center rounded-[0.2em] leading-none tabular-nums transition-colors duration-500 ${kindClasses[look.kind]} ${focused ? 'outline-[0.18em] outline-offset-[-0.05em] outline-yellow-300 outline-solid' : ''}`}
      title={description}
      aria-label={description ? `${displayId}: ${description}` : undefined}
      data-testid={`scroll-board-cell-${displayId}`}
      data-kind={look.kind}
    >
      <span className="text-[1em] font-bold">{look.main}</span>
      {look.sub ? <span className="mt-[0.1em] text-[0.7em] font-medium opacity-90">{look.sub}</span> : null}
    </div>
  );
}
