import { randomUUID } from 'node:crypto';
import type { JudgeCaseSpec, ProblemJudgeSpec } from '@oj/shared';
import type { Problem } from '../src/data/problems/problem-item';
import { createProblem, nextPid } from '../src/data/problems/save-problem';
import { problemJudgeSpec } from '../src/data/problems/problem-judge-spec';
import { putTestDataVersion } from '../src/data/problems/test-data-store';

/* Problems for tests, stored through the data layer as the admin calls store them. */

/** A public ACM problem with every field at a plain default; a test names only what it cares about. */
export function problemOf(pid: number, fields: Partial<Problem> = {}): Problem {
  const now = new Date().toISOString();
  return {
    pid,
    problemId: `T${pid}`,
    title: `Problem ${pid}`,
    author: 'root',
    description: 'Add two numbers.',
    input: '',
    output: '',
    hint: '',
    source: '',
    examples: [],
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    difficulty: 0,
    type: 0,
    auth: 1,
    codeShare: true,
    isRemote: false,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    spjCode: null,
    spjLanguage: null,
    isRemoveEndBlank: true,
    openCaseResult: true,
    ioScore: 100,
    userExtraFile: {},
    judgeExtraFile: {},
    isUploadCase: false,
    gid: null,
    codeTemplates: [],
    tagIds: [],
    languages: ['C'],
    quiz: null,
    createdAt: now,
    updatedAt: now,
    modifiedUser: 'root',
    ...fields,
  };
}

export interface TestData {
  files: Record<string, string>;
  cases: JudgeCaseSpec[];
}

/**
 * Store a problem (a new pid unless `fields` names one) with its judge spec, catalogue line and claim,
 * and its test data when given (otherwise none: enough for tests that never judge it).
 */
export async function storeProblem(
  fields: Partial<Problem> = {},
  testData?: TestData,
): Promise<{ problem: Problem; spec: ProblemJudgeSpec }> {
  const problem = problemOf(fields.pid ?? (await nextPid()), fields);
  const version = testData ? await putTestDataVersion(problem.pid, testData.files) : 'none';
  const spec = problemJudgeSpec(problem, version, testData?.cases ?? []);
  await createProblem(problem, spec);
  return { problem, spec };
}

/**
 * The body of the admin problem form (`ProblemDTO`) for a minimal valid ACM problem typed in by hand,
 * with the given parts of `problem` and of the body replaced.
 */
export function problemFormBody(
  problem: Record<string, unknown> = {},
  rest: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    problem: {
      problemId: `T${randomUUID().slice(0, 8).toUpperCase()}`,
      title: 'A plus B',
      description: 'Add two numbers.',
      input: 'Two integers.',
      output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output>',
      ...problem,
    },
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\n', output: '12\n' },
    ],
    languages: ['C', 'C++'],
    codeTemplates: [],
    tags: [],
    isUploadTestCase: false,
    ...rest,
  };
}
