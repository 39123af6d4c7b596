import type { JudgeMode, ProblemJudgeSpec, ProblemPayload, QuizPaper } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { CodeTemplate, Problem } from '../../data/problems/problem-item';
import type { PreparedTestData } from './prepare-test-data';
import { problemJudgeSpec } from '../../data/problems/problem-judge-spec';

/** DynamoDB's item limit is 400 KB; this leaves room for the keys and attribute names. */
export const maxProblemItemBytes = 380_000;

export interface ProblemParts {
  pid: number;
  payload: ProblemPayload;
  judgeMode: JudgeMode;
  quiz: QuizPaper | null;
  languages: string[];
  codeTemplates: CodeTemplate[];
  tagIds: number[];
  testData: PreparedTestData;
  /** Who saves it, and the stored problem when this is an update. */
  username: string;
  stored: Problem | undefined;
}

/** A problem as stored, from the checked form and what was resolved from it. */
export function buildProblem(parts: ProblemParts): Problem {
  const { problem: form } = parts.payload;
  const now = new Date().toISOString();
  const problem: Problem = {
    pid: parts.pid,
    problemId: form.problemId,
    title: form.title,
    author: parts.stored?.author ?? (form.author || parts.username),
    description: form.description,
    input: form.input,
    output: form.output,
    hint: form.hint,
    source: form.source,
    examples: form.examples,
    timeLimit: form.timeLimit,
    memoryLimit: form.memoryLimit,
    stackLimit: form.stackLimit,
    difficulty: form.difficulty,
    type: form.type,
    auth: form.auth,
    codeShare: form.codeShare,
    isRemote: form.isRemote,
    isFileIO: form.isFileIO,
    ioReadFileName: form.isFileIO ? (form.ioReadFileName ?? null) : null,
    ioWriteFileName: form.isFileIO ? (form.ioWriteFileName ?? null) : null,
    judgeMode: parts.judgeMode,
    judgeCaseMode: form.judgeCaseMode,
    spjCode: form.spjCode ?? null,
    spjLanguage: form.spjLanguage,
    isRemoveEndBlank: form.isRemoveEndBlank,
    openCaseResult: form.openCaseResult,
    ioScore: parts.testData.ioScore,
    userExtraFile: form.userExtraFile,
    judgeExtraFile: form.judgeExtraFile,
    isUploadCase: parts.testData.cases?.isUpload ?? false,
    gid: parts.stored?.gid ?? null,
    codeTemplates: parts.codeTemplates,
    tagIds: parts.tagIds,
    languages: parts.languages,
    quiz: parts.quiz,
    createdAt: parts.stored?.createdAt ?? now,
    updatedAt: now,
    modifiedUser: parts.username,
  };
  if (Buffer.byteLength(JSON.stringify(problem)) > maxProblemItemBytes)
    throw new AppError('problemTooLarge', { limit: maxProblemItemBytes });
  return problem;
}

/** What the judge needs of the problem, kept beside it, within the item size limit. */
export function judgeSpecOf(problem: Problem, testData: PreparedTestData): ProblemJudgeSpec {
  const spec = problemJudgeSpec(problem, testData.testDataVersion, testData.judgeCases);
  if (Buffer.byteLength(JSON.stringify(spec)) > maxProblemItemBytes)
    throw new AppError('problemTooLarge', { limit: maxProblemItemBytes });
  return spec;
}
