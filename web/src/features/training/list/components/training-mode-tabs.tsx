import { useTranslation } from 'react-i18next';
import type { TrainingListMode } from '../url-state';

const modes: readonly TrainingListMode[] = ['pack', 'general'];

/** The two category modes of /training (spec part 2 §2): course packs and general trainings. */
export function TrainingModeTabs({
  mode,
  onMode,
}: {
  mode: TrainingListMode;
  onMode: (mode: TrainingListMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t('training.list.modesLabel')}
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
    >
      {modes.map((each) => (
        <button
          key={each}
          type="button"
          role="tab"
          aria-selected={each === mode}
          onClick={() => onMode(each)}
          className={`rounded px-3 py-1 text-sm whitespace-nowrap transition ${each === mode ? 'bg-blue-600 font-medium text-white' : 'text-slate-600 hover:text-blue-600'}`}
          data-testid={`training-mode-${each}`}
        >
          {t(`training.list.modes.${each}`)}
        </button>
      ))}
    </div>
  );
}
