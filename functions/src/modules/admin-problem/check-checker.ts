import { checkerLanguageNames, type JudgeMode, type ProblemPayload } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { checkerCompileHash } from '../../data/checker-compiles/checker-compile-item';
import { compiledSuccessfully } from '../../data/checker-compiles/checker-compile-store';
import type { Problem } from '../../data/problems/problem-item';

function sameFiles(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

/**
 * A special judge or interactive problem needs its program (document 3, §5), written in a checker
 * language; when the program, its language or its files changed, it must have compiled successfully
 * first (a compile call leaves a record under the hash of what it compiled).
 */
export async function checkChecker(
  judgeMode: JudgeMode,
  form: ProblemPayload['problem'],
  stored: Problem | undefined,
): Promise<void> {
  if (judgeMode === 'default') return;
  const code = form.spjCode ?? '';
  if (code.trim() === '') throw new AppError('checkerCodeRequired');
  if (!checkerLanguageNames.includes(form.spjLanguage))
    throw new AppError('checkerLanguageNotAllowed', { languages: checkerLanguageNames.join(', ') });
  const unchanged =
    stored !== undefined &&
    stored.judgeMode !== 'default' &&
    stored.spjCode === code &&
    stored.spjLanguage === form.spjLanguage &&
    sameFiles(stored.judgeExtraFile, form.judgeExtraFile);
  if (unchanged) return;
  if (!(await compiledSuccessfully(checkerCompileHash(form.spjLanguage, code, form.judgeExtraFile))))
    throw new AppError('checkerNotCompiled');
}
