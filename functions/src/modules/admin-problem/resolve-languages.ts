import { localJudgeSource, type ProblemPayload } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { cachedLanguages } from '../../data/languages/cached-languages';
import type { CodeTemplate } from '../../data/problems/problem-item';

/** The id of one of this site's languages by name, as the form's code templates name them (`lid`). */
export async function localLanguageId(name: string): Promise<number | null> {
  const language = (await cachedLanguages()).find((l) => l.oj === localJudgeSource && l.name === name);
  return language?.id ?? null;
}

/**
 * The problem's languages and code templates (document 3, §5): at least one known language (quiz
 * papers need none); an enabled template cannot be empty; templates of languages not chosen are
 * dropped.
 */
export async function resolveLanguages(
  payload: Pick<ProblemPayload, 'languages' | 'codeTemplates'>,
  isQuiz: boolean,
): Promise<{ languages: string[]; codeTemplates: CodeTemplate[] }> {
  const known = await cachedLanguages();
  const languages = [...new Set(payload.languages)];
  if (languages.length === 0 && !isQuiz) throw new AppError('problemLanguageRequired');
  for (const name of languages)
    if (!known.some((language) => language.name === name))
      throw new AppError('problemLanguageUnknown', { language: name });

  const codeTemplates: CodeTemplate[] = [];
  for (const template of payload.codeTemplates) {
    const language =
      template.language ??
      known.find((l) => l.oj === localJudgeSource && l.id === template.lid)?.name ??
      String(template.lid ?? '');
    if (!languages.includes(language) || codeTemplates.some((t) => t.language === language)) continue;
    if (template.status && template.code.trim() === '') throw new AppError('codeTemplateEmpty', { language });
    codeTemplates.push({ language, code: template.code, enabled: template.status });
  }
  return { languages, codeTemplates };
}
