import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlidePuzzle as Puzzle } from '../api/get-slide-captcha';

interface SlidePuzzleProps {
  puzzle: Puzzle;
  /** Called with the piece's left offset when the user lets go. */
  onSlid: (offset: number) => void;
}

/** The slide verification of spec §4: drag the piece along its row until it fills the gap. */
export function SlidePuzzle({ puzzle, onSlid }: SlidePuzzleProps) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const dragStart = useRef<{ pointerX: number; offset: number } | null>(null);
  const maxOffset = puzzle.width - puzzle.pieceSize;

  function begin(event: PointerEvent<HTMLDivElement>): void {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragStart.current = { pointerX: event.clientX, offset };
  }
  function move(event: PointerEvent<HTMLDivElement>): void {
    if (!dragStart.current) return;
    const next = dragStart.current.offset + event.clientX - dragStart.current.pointerX;
    setOffset(Math.min(maxOffset, Math.max(0, Math.round(next))));
  }
  function end(): void {
    if (!dragStart.current) return;
    dragStart.current = null;
    onSlid(offset);
  }

  return (
    <div className="mb-3 select-none" data-testid="slide-puzzle">
      <div
        className="relative overflow-hidden rounded-md"
        style={{ width: puzzle.width, height: puzzle.height }}
      >
        <img src={puzzle.background} alt="" width={puzzle.width} height={puzzle.height} draggable={false} />
        <img
          src={puzzle.piece}
          alt=""
          draggable={false}
          className="absolute"
          style={{ left: offset, top: puzzle.pieceY, width: puzzle.pieceSize, height: puzzle.pieceSize }}
        />
      </div>
      <div
        className="relative mt-2 h-9 rounded-md bg-slate-100 text-center text-xs leading-9 text-slate-500"
        style={{ width: puzzle.width }}
      >
        {t('login.slideHint')}
        <div
          role="slider"
          aria-label={t('login.slideHint')}
          aria-valuemin={0}
          aria-valuemax={maxOffset}
          aria-valuenow={offset}
          tabIndex={0}
          onPointerDown={begin}
          onPointerMove={move}
          onPointerUp={end}
          className="absolute top-0 h-9 w-11 cursor-grab touch-none rounded-md bg-blue-600 leading-9 text-white shadow"
          style={{ left: offset }}
        >
          ⇢
        </div>
      </div>
    </div>
  );
}
