import type { getProblemLanguages as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblemLanguageNames } from '../../data/problems/problem-languages';
import { assertProblemOpenTo } from './problem-access';
import { cachedLanguages } from '../../data/languages/cached-languages';
import { getProblemHead } from './find-problem';

/**
 * GET /api/get-problem-languages: the full rows of the languages a problem allows, of its judge source,
 * in display order, for whoever may open it.
 */
export const getProblemLanguages: Route<typeof call>['handle'] = async ({ query }, context) => {
  const head = await getProblemHead(query.pid);
  await assertProblemOpenTo(head, context.user);
  const [names, languages] = await Promise.all([getProblemLanguageNames(head.pid), cachedLanguages()]);
  if (!names) throw new AppError('problemNotFound', { pid: query.pid });
  return languages.filter((language) => language.oj === head.oj && names.includes(language.name));
};
