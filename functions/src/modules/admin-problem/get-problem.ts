import type { adminGetProblem as call, CallResponse } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem as readProblem } from '../../data/problems/get-problem';
import { getProblemCases } from '../../data/problems/problem-cases';
import { loadTagCatalogue } from '../../data/tags/tag-catalogue';
import { tagRow } from '../admin-tag';
import { localLanguageId } from './resolve-languages';
import { caseRows, codeTemplateRow, problemFormOf } from './problem-form-view';

/**
 * GET /api/admin/problem: everything the edit form holds, in the shape the save calls take back: the
 * problem (with the quiz's answer key and the extra files), its cases, tags, languages and templates.
 */
export const getProblem: Route<typeof call>['handle'] = async ({ query }) => problemFormAnswer(query.pid);

/**
 * The admin form of problem `pid` as the edit page reads it (the problem, its samples, templates,
 * tags and languages): the admin problem call's answer, and the contest problem call's, whose page is
 * the same form.
 */
export async function problemFormAnswer(pid: number): Promise<CallResponse<typeof call>> {
  const [problem, cases, tagCatalogue] = await Promise.all([
    readProblem(pid),
    getProblemCases(pid),
    loadTagCatalogue(),
  ]);
  if (!problem) throw new AppError('problemNotFound', { pid });
  const tags = problem.tagIds.flatMap((id) => {
    const tag = tagCatalogue.tags.find((candidate) => candidate.id === id);
    return tag ? [tagRow(tag, tagCatalogue.classifications)] : [];
  });
  const codeTemplates = await Promise.all(
    problem.codeTemplates.map(async (template) =>
      codeTemplateRow(template, await localLanguageId(template.language)),
    ),
  );
  return {
    problem: problemFormOf(problem, cases),
    samples: caseRows(cases, problem.isUploadCase),
    codeTemplates,
    tags,
    languages: problem.languages,
    isUploadTestCase: problem.isUploadCase,
    judgeMode: problem.judgeMode,
  };
}
