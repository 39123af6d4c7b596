import { useTranslation } from 'react-i18next';
import { formatAcRate } from '../../../../lib/format';
import { percentOf } from '../verdict-shares';

/** The accepted share as a thin bar with its percentage; hovering shows accepted / total. */
export function AcRateBar({ ac, total }: { ac: number; total: number }) {
  const { t } = useTranslation();
  const tooltip = t('problem.list.acTooltip', { ac, total });
  return (
    <div className="group relative flex items-center gap-2" aria-label={tooltip} data-testid="ac-rate">
      <div className="hidden h-1.5 w-20 overflow-hidden rounded-full bg-slate-100 sm:block">
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percentOf(ac, total)}%` }} />
      </div>
      <span className="text-xs text-slate-500 tabular-nums">{formatAcRate(ac, total)}</span>
      <span
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-20 mb-1 hidden rounded-md bg-slate-800 px-2 py-1 text-xs whitespace-nowrap text-white shadow group-hover:block"
      >
        {tooltip}
      </span>
    </div>
  );
}
