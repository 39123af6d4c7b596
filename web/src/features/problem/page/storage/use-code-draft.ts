import { useState } from 'react';
import { initialDraft, preferredLanguageKey, switchLanguage } from './code-draft';
import { problemCodeKey, readProblemCode, writeProblemCode, type StoredProblemCode } from './code-storage';

/**
 * The editor's language and code for one problem, kept in local storage as the user types; inside a
 * contest (`cid` above 0) `problemId` is the display id there and the code is the contest's own.
 */
export function useCodeDraft(
  problemId: string,
  languages: string[],
  templates: Record<string, string>,
  cid = 0,
) {
  const key = problemCodeKey(problemId, cid);
  const [draft, setDraft] = useState<StoredProblemCode>(() =>
    initialDraft(readProblemCode(key), languages, templates, localStorage.getItem(preferredLanguageKey)),
  );
  // Updates go through the previous draft, so two changes between renders both land.
  function update(change: (previous: StoredProblemCode) => StoredProblemCode) {
    setDraft((previous) => {
      const next = change(previous);
      writeProblemCode(key, next);
      return next;
    });
  }
  const withCode = (previous: StoredProblemCode, language: string, code: string): StoredProblemCode => ({
    language,
    codeByLanguage: { ...previous.codeByLanguage, [language]: code },
  });
  return {
    language: draft.language,
    code: draft.codeByLanguage[draft.language] ?? '',
    setCode: (code: string) => update((previous) => withCode(previous, previous.language, code)),
    setLanguage: (language: string) => {
      localStorage.setItem(preferredLanguageKey, language);
      update((previous) => switchLanguage(previous, language, templates));
    },
    /** Back to the template of the current language. */
    reset: () =>
      update((previous) => withCode(previous, previous.language, templates[previous.language] ?? '')),
    /** Code from elsewhere (last accepted, a file), in the given language or the current one. */
    load: (code: string, language?: string) =>
      update((previous) => withCode(previous, language ?? previous.language, code)),
  };
}
