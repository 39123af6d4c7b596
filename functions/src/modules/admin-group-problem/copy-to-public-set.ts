import { problemAuth, quizProblemPrefix } from '@oj/shared';
import { getJudgeSpec } from '../../data/judge-specs/judge-spec-store';
import { readGroup } from '../../data/groups/read-group';
import { getProblemCases } from '../../data/problems/problem-cases';
import type { Problem } from '../../data/problems/problem-item';
import { problemJudgeSpec } from '../../data/problems/problem-judge-spec';
import { createProblem, isProblemIdFree, ProblemIdTaken } from '../../data/problems/save-problem';
import { putTestDataVersion } from '../../data/problems/test-data-store';
import { loadTagCatalogue } from '../../data/tags/tag-catalogue';
import { readTestDataVersion } from '../../data/testdata/read-test-data-version';
import { shownDisplayId } from '../group-problem';

/**
 * The display ids a public copy may take, best first: the group's id without the group's short name
 * (what its author chose), then `P<pid>` (pids are the site's one sequence), then both together. A
 * quiz paper's copy keeps the quiz prefix (display ids starting with it are quizzes); nothing else
 * may take it.
 */
export function publicCopyIds(problem: Problem, shortName: string | undefined, pid: number): string[] {
  const own = shortName ? shownDisplayId(shortName, problem.problemId) : '';
  const isQuiz = problem.quiz !== null;
  const numbered = isQuiz ? `${quizProblemPrefix}${pid}` : `P${pid}`;
  return [own, numbered, `${numbered}-${problem.problemId}`].filter(
    (id) =>
      id !== '' && /^[A-Za-z0-9_-]+$/.test(id) && id.toUpperCase().startsWith(quizProblemPrefix) === isQuiz,
  );
}

/**
 * A copy of group problem `problem` in the public set under pid `pid`: the statement, limits, checker,
 * languages and templates as they are, the site's tags (not the group's), its test data copied into a
 * version of its own, no group and no application; then created as the admin form creates a problem
 * (`createProblem`: the problem, its claim, judge spec, languages, cases and catalogue line at once).
 * The test data is copied before the problem exists, so a judge never sees the copy without it.
 */
export async function copyToPublicSet(problem: Problem, pid: number, by: string): Promise<Problem> {
  const [cases, spec, tagCatalogue, group] = await Promise.all([
    getProblemCases(problem.pid),
    getJudgeSpec(problem.pid),
    loadTagCatalogue(),
    problem.gid === null ? undefined : readGroup(problem.gid, undefined),
  ]);
  let testDataVersion = '';
  if (cases?.testDataVersion) {
    const files = await readTestDataVersion(problem.pid, cases.testDataVersion);
    if (Object.keys(files).length > 0) testDataVersion = await putTestDataVersion(pid, files);
  }
  const siteTags = new Set(tagCatalogue.tags.filter((tag) => tag.gid === null).map((tag) => tag.id));
  const now = new Date().toISOString();
  const base: Problem = {
    ...problem,
    pid,
    gid: null,
    auth: problemAuth.public,
    tagIds: problem.tagIds.filter((id) => siteTags.has(id)),
    createdAt: now,
    updatedAt: now,
    modifiedUser: by,
  };
  // A site problem keeps none of the group's bookkeeping.
  delete base.authorUid;
  delete base.applyPublicProgress;
  delete base.publicPid;
  for (const problemId of publicCopyIds(problem, group?.stored.shortName, pid)) {
    if (!(await isProblemIdFree(problemId))) continue;
    const copy: Problem = { ...base, problemId };
    const copySpec = spec
      ? { ...spec, pid, problemId, testDataVersion }
      : problemJudgeSpec(copy, testDataVersion, []);
    try {
      await createProblem(copy, copySpec, cases ? { ...cases, pid, testDataVersion } : undefined);
      return copy;
    } catch (error) {
      if (!(error instanceof ProblemIdTaken)) throw error;
    }
  }
  throw new Error(`no display id is free for the public copy of ${problem.problemId}`);
}
