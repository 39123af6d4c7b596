import { useTranslation } from 'react-i18next';
import { useDifficultyChoices } from '../../../../components/difficulty-tag';

interface DifficultyFilterProps {
  value: number | null;
  onChange: (difficulty: number | null) => void;
}

const chip = 'rounded-full px-3 py-1 text-xs font-medium transition ring-1';
const idle = 'bg-white text-slate-600 ring-slate-200 hover:ring-blue-300 hover:text-blue-600';
const chosen = 'bg-blue-600 text-white ring-blue-600';

/** Difficulty as filter tags: All, then levels 0–4 (spec §2, §3). */
export function DifficultyFilter({ value, onChange }: DifficultyFilterProps) {
  const { t } = useTranslation();
  const options = [
    { level: null, label: t('problem.list.all') },
    ...useDifficultyChoices().map(({ value, label }) => ({ level: value, label })),
  ];
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="difficulty-filter">
      <span className="w-12 shrink-0 text-xs text-slate-500">{t('problem.list.difficulty')}</span>
      {options.map((option) => (
        <button
          key={option.level ?? 'all'}
          type="button"
          aria-pressed={value === option.level}
          className={`${chip} ${value === option.level ? chosen : idle}`}
          onClick={() => onChange(option.level)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
