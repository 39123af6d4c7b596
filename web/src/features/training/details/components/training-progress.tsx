import { useTranslation } from 'react-i18next';

/** The viewer's solved share of the training, as a bar with its count. */
export function TrainingProgress({ ac, total }: { ac: number; total: number }) {
  const { t } = useTranslation();
  const percent = total > 0 ? Math.min(100, Math.round((ac / total) * 100)) : 0;
  return (
    <div className="flex items-center gap-2" data-testid="training-solved" data-ac={ac} data-total={total}>
      <div
        className="h-2 min-w-24 flex-1 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t('training.details.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={ac}
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-sm whitespace-nowrap text-slate-600 tabular-nums">
        {ac} / {total}
      </span>
    </div>
  );
}
