import type { ProblemPayload } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { failedConditionIndexes } from '../../data/kit/condition-failure';
import type { RequestContext } from '../../frame/request-context';
import type { Problem } from '../../data/problems/problem-item';
import type { ProblemCases } from '../../data/problems/problem-cases';
import {
  createProblem,
  isProblemIdFree,
  nextPid,
  ProblemIdTaken,
  updateProblem,
} from '../../data/problems/save-problem';
import { checkProblemForm } from './check-problem-form';
import { resolveLanguages } from './resolve-languages';
import { checkChecker } from './check-checker';
import { prepareTestData } from './prepare-test-data';
import { resolveTags } from './resolve-tags';
import { buildProblem, judgeSpecOf } from './build-problem';

/** What an update starts from. */
export interface StoredProblem {
  problem: Problem;
  cases: ProblemCases | undefined;
}

/** The group a new problem is made for (the group problem calls); the site's own when absent. */
export interface ProblemOwner {
  gid: number;
}

/** Judge source of a problem, as the catalogue has it: `ME`, or a remote id's prefix. */
function judgeSourceOf(form: ProblemPayload['problem']): string {
  return form.isRemote ? (form.problemId.split('-')[0] ?? 'ME').toUpperCase() : 'ME';
}

/**
 * Saves the admin form as a new problem or over a stored one. Checks that write nothing come first;
 * then the pid, the test data (a new version only when it changed), new tags, and finally the problem
 * with its judge spec, languages, cases and catalogue line in one transaction.
 */
export async function saveProblemPayload(
  payload: ProblemPayload,
  context: RequestContext,
  stored?: StoredProblem,
  owner?: ProblemOwner,
): Promise<{ pid: number; problemId: string; caseVersion: string }> {
  const form = payload.problem;
  const gid = stored ? stored.problem.gid : (owner?.gid ?? null);
  const checked = checkProblemForm(payload);
  const { languages, codeTemplates } = await resolveLanguages(payload, checked.quiz !== null);
  await checkChecker(checked.judgeMode, form, stored?.problem);
  const renamed = stored?.problem.problemId.toLowerCase() !== form.problemId.toLowerCase();
  if (renamed && !(await isProblemIdFree(form.problemId)))
    throw new AppError('problemIdTaken', { problemId: form.problemId });

  const pid = stored?.problem.pid ?? (await nextPid());
  const hasTestData = checked.quiz === null && !form.isRemote;
  const testData = await prepareTestData(pid, payload, stored?.cases, hasTestData);
  const tagIds = await resolveTags(payload.tags, judgeSourceOf(form), gid);
  const username = context.user?.username ?? '';
  const problem = buildProblem({
    pid,
    payload,
    judgeMode: checked.judgeMode,
    quiz: checked.quiz,
    languages,
    codeTemplates,
    tagIds,
    testData,
    username,
    uid: context.user?.uid,
    stored: stored?.problem,
    gid,
  });
  const spec = judgeSpecOf(problem, testData);
  try {
    if (stored) await updateProblem(problem, spec, stored.problem.problemId, testData.cases);
    else await createProblem(problem, spec, testData.cases ?? undefined);
  } catch (error) {
    if (error instanceof ProblemIdTaken) throw new AppError('problemIdTaken', { problemId: form.problemId });
    // Deleted by another admin while this one edited it.
    if (stored && failedConditionIndexes(error).includes(0)) throw new AppError('problemNotFound', { pid });
    throw error;
  }
  await testData.afterSave();
  context.log.info(stored ? 'problem updated' : 'problem created', {
    pid,
    problemId: problem.problemId,
    gid,
    testDataVersion: spec.testDataVersion,
    by: username,
  });
  return { pid, problemId: problem.problemId, caseVersion: spec.testDataVersion };
}
