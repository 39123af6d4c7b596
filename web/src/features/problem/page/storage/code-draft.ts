import type { StoredProblemCode } from './code-storage';

/** The "individual language setting" of spec §3: the language last chosen on any problem. */
export const preferredLanguageKey = 'editor-language';

/**
 * The language and code the editor opens with: the stored draft's language if the problem still
 * allows it, else the user's usual language, else the problem's first; the code is the draft for
 * that language, else the problem's template for it, else empty.
 */
export function initialDraft(
  stored: StoredProblemCode | null,
  languages: readonly string[],
  templates: Readonly<Record<string, string>>,
  preferred: string | null,
): StoredProblemCode {
  const candidates = [stored?.language, preferred, languages[0]];
  const language = candidates.find((name) => name && languages.includes(name)) ?? languages[0] ?? '';
  const codeByLanguage = { ...stored?.codeByLanguage };
  if (codeByLanguage[language] === undefined) codeByLanguage[language] = templates[language] ?? '';
  return { language, codeByLanguage };
}

/** The draft after switching language: the code written in that language before, or its template. */
export function switchLanguage(
  draft: StoredProblemCode,
  language: string,
  templates: Readonly<Record<string, string>>,
): StoredProblemCode {
  const code = draft.codeByLanguage[language] ?? templates[language] ?? '';
  return { language, codeByLanguage: { ...draft.codeByLanguage, [language]: code } };
}
