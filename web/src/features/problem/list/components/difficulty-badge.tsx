import { useTranslation } from 'react-i18next';
import { difficultyLevelOf } from '../difficulty-levels';

export function DifficultyBadge({ difficulty }: { difficulty: number }) {
  const { t } = useTranslation();
  const level = difficultyLevelOf(difficulty);
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${level.tone}`}
    >
      {t(level.labelKey)}
    </span>
  );
}
