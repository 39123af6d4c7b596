/** Difficulty levels 0–4 (spec §3), each with its i18n key and the colours of its badge. */
export const difficultyLevels = [
  {
    level: 0,
    labelKey: 'problem.list.difficultyLevels.level0',
    tone: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  },
  { level: 1, labelKey: 'problem.list.difficultyLevels.level1', tone: 'bg-sky-50 text-sky-700 ring-sky-200' },
  {
    level: 2,
    labelKey: 'problem.list.difficultyLevels.level2',
    tone: 'bg-amber-50 text-amber-700 ring-amber-200',
  },
  {
    level: 3,
    labelKey: 'problem.list.difficultyLevels.level3',
    tone: 'bg-orange-50 text-orange-700 ring-orange-200',
  },
  {
    level: 4,
    labelKey: 'problem.list.difficultyLevels.level4',
    tone: 'bg-rose-50 text-rose-700 ring-rose-200',
  },
] as const;

/** A level outside 0–4 (none is stored, but rows are data) shows as the nearest one. */
export function difficultyLevelOf(difficulty: number) {
  const index = Math.min(Math.max(Math.round(difficulty) || 0, 0), difficultyLevels.length - 1);
  return difficultyLevels[index] ?? difficultyLevels[0];
}
