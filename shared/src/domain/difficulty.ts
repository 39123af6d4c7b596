/**
 * Difficulty levels 0–4 and their names in both interface languages (spec §3). This is the one
 * catalogue of those names: the web app's catalogues take them from here, so the problem list, the
 * problem page, the admin form and every other screen say the same word for a level.
 */
export const difficultyLevels = [0, 1, 2, 3, 4] as const;
export type Difficulty = (typeof difficultyLevels)[number];

export const difficultyNames = {
  0: { 'zh-CN': '入门', 'en-US': 'Easy' },
  1: { 'zh-CN': '基础', 'en-US': 'Mid' },
  2: { 'zh-CN': '普及', 'en-US': 'Hard-' },
  3: { 'zh-CN': '提高', 'en-US': 'Hard+' },
  4: { 'zh-CN': 'NOI', 'en-US': 'Hard+++' },
} as const satisfies Record<Difficulty, { 'zh-CN': string; 'en-US': string }>;

/** A stored value as a level: none outside 0–4 is stored, but a row is data, so it shows as the nearest. */
export function difficultyLevelOf(value: number): Difficulty {
  const rounded = Math.round(value) || 0;
  return Math.min(Math.max(rounded, 0), difficultyLevels.length - 1) as Difficulty;
}

/** The names of one language by level, as an i18n catalogue section (`difficulty.0` … `difficulty.4`). */
export function difficultyNamesIn(language: 'zh-CN' | 'en-US'): Record<Difficulty, string> {
  return {
    0: difficultyNames[0][language],
    1: difficultyNames[1][language],
    2: difficultyNames[2][language],
    3: difficultyNames[3][language],
    4: difficultyNames[4][language],
  };
}
