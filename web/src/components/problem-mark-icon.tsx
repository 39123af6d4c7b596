/**
 * A mark a problem list shows for the viewer: solved, tried and wrong, still judging, submitted but
 * its result hidden (a contest that shows results only later), partly scored. Each list decides
 * which of them it uses and names them in its own words.
 */
export type ShownProblemMark = 'solved' | 'wrong' | 'judging' | 'hidden' | 'partial';

const looks: Record<ShownProblemMark, { symbol: string; className: string }> = {
  solved: { symbol: '✓', className: 'text-emerald-600' },
  wrong: { symbol: '✗', className: 'text-red-500' },
  judging: { symbol: '…', className: 'text-blue-500' },
  hidden: { symbol: '?', className: 'text-slate-500' },
  partial: { symbol: '◐', className: 'text-teal-600' },
};

interface ProblemMarkIconProps {
  /** `none`: the viewer never submitted, and nothing is drawn. */
  mark: ShownProblemMark | 'none';
  /** The mark's name in the list's words, read by screen readers and shown on hover. */
  nameOf: (mark: ShownProblemMark) => string;
  testId: string;
}

/** The viewer's mark on a problem, as a coloured symbol named for screen readers and on hover. */
export function ProblemMarkIcon({ mark, nameOf, testId }: ProblemMarkIconProps) {
  if (mark === 'none') return null;
  const look = looks[mark];
  const name = nameOf(mark);
  return (
    <span
      className={`inline-block w-4 text-center font-bold ${look.className}`}
      title={name}
      aria-label={name}
      data-testid={testId}
      data-mark={mark}
    >
      {look.symbol}
    </span>
  );
}
