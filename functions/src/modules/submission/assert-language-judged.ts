import { localJudgeSource } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { cachedLanguages } from '../../data/languages/cached-languages';

/**
 * Refuses a language that no judge host proved runnable: each judge worker compiles and runs a probe
 * in every language as a sandbox user when it starts, and records the result in the language's
 * `available` flag. Code sent in such a language would only end in System Error.
 */
export async function assertLanguageJudged(language: string): Promise<void> {
  const row = (await cachedLanguages()).find(
    (entry) => entry.oj === localJudgeSource && entry.name === language,
  );
  if (row && !row.available) throw new AppError('languageUnavailable', { language });
}
