import { examplesToText, type CallResponse, type adminGetProblem } from '@oj/shared';
import type { Problem } from '../../../data/problems/problem-item';
import type { ProblemCases } from '../../../data/problems/problem-cases';

type AdminProblem = CallResponse<typeof adminGetProblem>['problem'];
type ProblemCaseRow = CallResponse<typeof adminGetProblem>['samples'][number];

const filesText = (files: Record<string, string>) =>
  Object.keys(files).length > 0 ? JSON.stringify(files) : null;

/** The stored problem as the edit form holds it: examples and extra files in their text forms. */
export function problemForm(problem: Problem, cases: ProblemCases | undefined): AdminProblem {
  return {
    id: problem.pid,
    problemId: problem.problemId,
    title: problem.title,
    author: problem.author,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    hint: problem.hint,
    source: problem.source,
    examples: examplesToText(problem.examples),
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    difficulty: problem.difficulty,
    type: problem.type,
    auth: problem.auth,
    codeShare: problem.codeShare,
    isRemote: problem.isRemote,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName ?? undefined,
    ioWriteFileName: problem.ioWriteFileName ?? undefined,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    spjCode: problem.spjCode ?? undefined,
    spjLanguage: problem.spjLanguage ?? 'C',
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    ioScore: problem.ioScore,
    userExtraFile: filesText(problem.userExtraFile),
    judgeExtraFile: filesText(problem.judgeExtraFile),
    isUploadCase: problem.isUploadCase,
    gid: problem.gid,
    quiz: problem.quiz,
    caseVersion: cases?.testDataVersion ?? '',
    modifiedUser: problem.modifiedUser,
    gmtCreate: problem.createdAt,
    gmtModified: problem.updatedAt,
  };
}

/**
 * A problem's cases for the form: file names when asked for uploaded cases (or when there are no
 * typed-in contents), else the contents typed in.
 */
export function caseRows(cases: ProblemCases | undefined, asFileNames: boolean): ProblemCaseRow[] {
  return (cases?.cases ?? []).map((stored) => {
    const names = asFileNames || stored.input === undefined;
    return {
      pid: cases?.pid ?? 0,
      seq: stored.seq,
      index: stored.seq,
      input: names ? stored.inputName : (stored.input ?? ''),
      output: names ? stored.outputName : (stored.output ?? ''),
      score: stored.score,
      groupNum: stored.groupNum,
    };
  });
}
