import { localLanguageCatalogue, problemAuth, problemDefaults, type JudgeCaseSpec } from '@oj/shared';
import { findPidByProblemId } from '../../data/problems/get-problem';
import type { Problem } from '../../data/problems/problem-item';
import type { ProblemCases } from '../../data/problems/problem-cases';
import { createProblem, nextPid, ProblemIdTaken } from '../../data/problems/save-problem';
import { putTestDataVersion } from '../../data/problems/test-data-store';
import { problemJudgeSpec } from '../../data/problems/problem-judge-spec';
import type { DemoProblem } from './demo-problem';
import { demoProblems } from './demo-problems';

const checkerLanguage = 'C';
const author = 'root';

/** Where a demo problem is stored: the public set by default, or a group's under its own id. */
export interface DemoProblemPlace {
  problemId: string;
  gid: number;
  author: { uid: string; username: string };
}

function problemOf(
  demo: DemoProblem,
  pid: number,
  tagIds: number[],
  now: string,
  place?: DemoProblemPlace,
): Problem {
  return {
    pid,
    problemId: place?.problemId ?? demo.problemId,
    title: demo.title,
    author: place?.author.username ?? author,
    ...(place ? { authorUid: place.author.uid } : {}),
    description: demo.description,
    input: demo.input,
    output: demo.output,
    hint: demo.hint,
    source: 'Demo',
    examples: demo.examples,
    timeLimit: demo.timeLimitMs,
    memoryLimit: demo.memoryLimitMb,
    stackLimit: problemDefaults.stackLimitMb,
    difficulty: demo.difficulty,
    type: demo.type,
    auth: problemAuth.public,
    codeShare: true,
    isRemote: false,
    isFileIO: demo.fileIo !== undefined,
    ioReadFileName: demo.fileIo?.readFileName ?? null,
    ioWriteFileName: demo.fileIo?.writeFileName ?? null,
    judgeMode: demo.judgeMode,
    judgeCaseMode: demo.judgeCaseMode,
    spjCode: demo.checkerCode ?? null,
    spjLanguage: demo.checkerCode ? checkerLanguage : null,
    isRemoveEndBlank: true,
    openCaseResult: true,
    ioScore: problemDefaults.ioScore,
    userExtraFile: {},
    judgeExtraFile: {},
    isUploadCase: demo.quiz === undefined,
    gid: place?.gid ?? null,
    codeTemplates: demo.codeTemplates ?? [],
    tagIds,
    languages: localLanguageCatalogue.map((language) => language.name),
    quiz: demo.quiz ?? null,
    createdAt: now,
    updatedAt: now,
    modifiedUser: place?.author.username ?? author,
  };
}

/** The cases as the admin form shows them: the uploaded file names with points and subtasks. */
function casesOf(pid: number, version: string, cases: JudgeCaseSpec[]): ProblemCases | undefined {
  if (cases.length === 0) return undefined;
  return {
    pid,
    isUpload: true,
    testDataVersion: version,
    cases: cases.map(({ seq, input, output, score, groupNum }) => ({
      seq,
      inputName: input,
      outputName: output,
      score,
      groupNum,
    })),
  };
}

/**
 * Create one demo problem unless its display id is taken: its test data version in S3 first, then the
 * problem with its judge spec, languages, catalogue line, id claim and admin-form cases in one
 * transaction. Answers whether it created it. A concurrent seed that claims the id first wins; the
 * loser's test data version is left unreferenced, as an abandoned admin upload would be.
 */
export async function seedDemoProblem(
  demo: DemoProblem,
  tagIdByName: ReadonlyMap<string, number>,
  place?: DemoProblemPlace,
): Promise<boolean> {
  if ((await findPidByProblemId(place?.problemId ?? demo.problemId)) !== undefined) return false;
  const pid = await nextPid();
  const { files, cases } = demo.testData();
  const version = Object.keys(files).length > 0 ? await putTestDataVersion(pid, files) : '';
  const tagIds = demo.tags.flatMap((name) => tagIdByName.get(name) ?? []);
  const problem = problemOf(demo, pid, tagIds, new Date().toISOString(), place);
  try {
    await createProblem(problem, problemJudgeSpec(problem, version, cases), casesOf(pid, version, cases));
    return true;
  } catch (error) {
    if (error instanceof ProblemIdTaken) return false;
    throw error;
  }
}

/** Create the demo problems that do not exist yet, in order; answers how many it created. */
export async function seedDemoProblems(tagIdByName: ReadonlyMap<string, number>): Promise<number> {
  let created = 0;
  for (const demo of demoProblems) if (await seedDemoProblem(demo, tagIdByName)) created += 1;
  return created;
}
