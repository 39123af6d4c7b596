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
  /** Who saves it (username and uid), and the stored problem when this is an update. */
  username: string;
  uid?: string;
  stored: Problem | undefined;
  /** The group a new problem is made for; an update keeps the stored problem's. */
  gid?: number | null;
}

/** A problem as stored, from the checked form and what was resolved from it. */
export function buildProblem(parts: ProblemParts): Problem {
  const { problem: form } = parts.payload;
  const now = new Date().toISOString();
  const gid = parts.stored ? parts.stored.gid : (parts.gid ?? null);
  const problem: Problem = {
    pid: parts.pid,
    problemId: form.problemId,
    title: form.title,
    // A group problem's author is who made it: the group's rules name its author (spec part 3, §6).
    author: parts.stored?.author ?? (gid === null ? form.author || parts.username : parts.username),
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
    gid,
    // Saving a group problem's form withdraws its application: what was reviewed is not what is saved.
    ...(gid === null
      ? {}
      : {
          authorUid: parts.stored ? parts.stored.authorUid : parts.uid,
          applyPublicProgress: null,
          publicPid: parts.stored?.publicPid ?? null,
        }),
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
