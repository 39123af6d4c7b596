import { useTranslation } from 'react-i18next';
import type { AcmRankRow } from '@oj/shared/domain/contest-board/acm-board';
import type { Reveal } from '../resolver/resolver-state';
import { shownNameOf } from './shown-name';

interface RevealLineProps {
  reveal: Reveal | null;
  board: readonly AcmRankRow[];
  rankShowName: string;
}

/** An accepted try that moves nobody is said differently from a climb. */
function messageOf(reveal: Reveal): string {
  return reveal.outcome === 'accepted' && reveal.toIndex === reveal.fromIndex
    ? 'acceptedStays'
    : reveal.outcome;
}

/** The last step in words, read out to screen readers as it happens. */
export function RevealLine({ reveal, board, rankShowName }: RevealLineProps) {
  const { t } = useTranslation();
  const row = reveal ? board.find((candidate) => candidate.uid === reveal.uid) : undefined;
  return (
    <span
      aria-live="polite"
      className="min-w-0 truncate text-slate-200"
      data-testid="scroll-board-last-reveal"
    >
      {reveal && row
        ? t(`contest-scroll-board.reveal.${messageOf(reveal)}`, {
            name: shownNameOf(row, rankShowName),
            problem: reveal.displayId,
            from: reveal.fromIndex + 1,
            to: reveal.toIndex + 1,
          })
        : ''}
    </span>
  );
}
