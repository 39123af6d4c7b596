/** Interface languages (spec §9); the first is the default. */
export const supportedLanguages = ['zh-CN', 'en-US'] as const;

export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'zh-CN';

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

/** The other language: clicking the logo switches between the two (spec §1). */
export function otherLanguage(language: string): Language {
  return language === 'en-US' ? 'zh-CN' : 'en-US';
}

/** The `l` query parameter wins, then the last choice kept in local storage, then the default. */
export function pickLanguage(search: string, stored: string | null): Language {
  const fromQuery = new URLSearchParams(search).get('l');
  if (isLanguage(fromQuery)) return fromQuery;
  if (isLanguage(stored)) return stored;
  return defaultLanguage;
}
