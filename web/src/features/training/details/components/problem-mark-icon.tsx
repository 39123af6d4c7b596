import { useTranslation } from 'react-i18next';
import type { TrainingProblemMark } from '../problem-mark';

const looks: Record<Exclude<TrainingProblemMark, 'none'>, { symbol: string; className: string }> = {
  solved: { symbol: '✓', className: 'text-emerald-600' },
  wrong: { symbol: '✗', className: 'text-red-500' },
  partial: { symbol: '◐', className: 'text-teal-600' },
  judging: { symbol: '…', className: 'text-blue-500' },
};

/** The viewer's mark on a problem, named for screen readers and on hover. */
export function ProblemMarkIcon({ mark }: { mark: TrainingProblemMark }) {
  const { t } = useTranslation();
  if (mark === 'none') return null;
  const look = looks[mark];
  const name = t(`training.details.problems.marks.${mark}`);
  return (
    <span
      className={`inline-block w-4 text-center font-bold ${look.className}`}
      title={name}
      aria-label={name}
      data-testid="training-problem-mark"
      data-mark={mark}
    >
      {look.symbol}
    </span>
  );
}
