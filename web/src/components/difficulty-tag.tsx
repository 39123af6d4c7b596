import { useTranslation } from 'react-i18next';
import { difficultyLevelOf, difficultyLevels, type Difficulty } from '@oj/shared/domain/difficulty';

/** Each level's colours, easiest green to hardest rose; the names are shared's (`difficulty.<level>`). */
const tones: Record<Difficulty, string> = {
  0: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  1: 'bg-sky-50 text-sky-700 ring-sky-200',
  2: 'bg-amber-50 text-amber-700 ring-amber-200',
  3: 'bg-orange-50 text-orange-700 ring-orange-200',
  4: 'bg-rose-50 text-rose-700 ring-rose-200',
};

/** A problem's difficulty as a coloured tag, on every screen that shows one. */
export function DifficultyTag({ difficulty }: { difficulty: number }) {
  const { t } = useTranslation();
  const level = difficultyLevelOf(difficulty);
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tones[level]}`}
      data-testid="difficulty-tag"
      data-difficulty={level}
    >
      {t(`difficulty.${level}`)}
    </span>
  );
}

/** The levels as choices (a select, the list's filter), named in the interface language. */
export function useDifficultyChoices(): { value: Difficulty; label: string }[] {
  const { t } = useTranslation();
  return difficultyLevels.map((level) => ({ value: level, label: t(`difficulty.${level}`) }));
}
