import { localJudgeSource, type getLanguages as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { cachedLanguages } from '../../data/languages/cached-languages';
import { getProblemLanguageNames } from '../../data/problems/problem-languages';
import { assertProblemOpenTo, getProblemHead } from '../problem';

/**
 * GET /api/languages: this site's languages (or every source's with `all`), optionally only those a
 * problem allows (`pid`: its number or its display id), for whoever may open that problem, so a
 * private problem's settings are not readable through it. Languages no judge worker has installed are
 * listed with `available: false`.
 */
export const getLanguages: Route<typeof call>['handle'] = async ({ query }, context) => {
  const languages = await cachedLanguages();
  const visible = query.all ? languages : languages.filter((language) => language.oj === localJudgeSource);
  if (query.pid === undefined) return visible;
  const head = await getProblemHead(query.pid);
  await assertProblemOpenTo(head, context.user);
  const allowed = await getProblemLanguageNames(head.pid);
  if (!allowed) throw new AppError('problemNotFound', { pid: query.pid });
  return visible.filter((language) => allowed.includes(language.name));
};
