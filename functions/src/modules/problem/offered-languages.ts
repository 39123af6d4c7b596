import { localJudgeSource } from '@oj/shared';
import type { Problem } from '../../data/problems/problem-item';
import { cachedLanguages } from '../../data/languages/cached-languages';

/**
 * The languages the problem page's editor offers: those the problem allows, less those no judge host
 * could prove runnable at its start (their `available` flag is false). Code in those would only end
 * in System Error, and the submit call refuses them.
 */
export async function offeredLanguages(problem: Pick<Problem, 'languages' | 'isRemote'>): Promise<string[]> {
  if (problem.isRemote) return problem.languages;
  const unavailable = new Set(
    (await cachedLanguages())
      .filter((language) => language.oj === localJudgeSource && !language.available)
      .map((language) => language.name),
  );
  return problem.languages.filter((name) => !unavailable.has(name));
}
