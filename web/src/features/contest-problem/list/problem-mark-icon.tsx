import { useTranslation } from 'react-i18next';
import type { ProblemMark } from './problem-mark';

const looks: Record<ProblemMark, { symbol: string; className: string }> = {
  solved: { symbol: '✓', className: 'text-emerald-600' },
  wrong: { symbol: '✗', className: 'text-red-500' },
  judging: { symbol: '…', className: 'text-blue-500' },
  hidden: { symbol: '?', className: 'text-slate-500' },
  partial: { symbol: '◐', className: 'text-teal-600' },
  none: { symbol: '', className: '' },
};

/** The viewer's mark on a problem, as a symbol named for screen readers and on hover. */
export function ProblemMarkIcon({ mark }: { mark: ProblemMark }) {
  const { t } = useTranslation();
  if (mark === 'none') return null;
  const look = looks[mark];
  const name = t(`contest-problem.list.marks.${mark}`);
  return (
    <span
      className={`inline-block w-4 text-center font-bold ${look.className}`}
      title={name}
      aria-label={name}
      data-testid="problem-mark"
      data-mark={mark}
    >
      {look.symbol}
    </span>
  );
}
