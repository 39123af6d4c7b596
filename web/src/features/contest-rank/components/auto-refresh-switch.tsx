import { useTranslation } from 'react-i18next';
import type { AutoRefresh } from '../refresh/auto-refresh';

/** The board's auto refresh switch; locked (and saying why) once the contest has ended. */
export function AutoRefreshSwitch({
  state,
  onToggle,
}: {
  state: AutoRefresh;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label
      className={`inline-flex items-center gap-2 text-xs whitespace-nowrap ${state.locked ? 'cursor-not-allowed text-slate-400' : 'cursor-pointer text-slate-600'}`}
      title={state.locked ? t('contest-rank.autoRefreshEnded') : undefined}
    >
      <input
        type="checkbox"
        role="switch"
        className="peer sr-only"
        checked={state.on}
        disabled={state.locked}
        onChange={(event) => onToggle(event.target.checked)}
        data-testid="rank-auto-refresh"
      />
      <span
        className="relative h-5 w-9 rounded-full bg-slate-300 transition peer-checked:bg-blue-600 peer-focus-visible:ring-2 peer-focus-visible:ring-blue-300 after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-4"
        aria-hidden
      />
      {t('contest-rank.autoRefresh')}
    </label>
  );
}
