import type { adminGetProblem, adminGetProblemList, CallResponse } from '@oj/shared';
import type { CodeTemplate, Problem } from '../../data/problems/problem-item';
import type { ProblemCases } from '../../data/problems/problem-cases';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { extraFilesText, problemStatementOf } from '../problem';

type AdminProblemForm = CallResponse<typeof adminGetProblem>;
type AdminProblem = AdminProblemForm['problem'];
type ProblemCaseRow = AdminProblemForm['samples'][number];
type CodeTemplateRow = AdminProblemForm['codeTemplates'][number];
type AdminProblemRow = CallResponse<typeof adminGetProblemList>['records'][number];

/**
 * The stored problem as the edit form holds it, in the shape the save calls take back: examples and
 * extra files in their text forms, the special judge's code and the quiz's answer key included.
 */
export function problemFormOf(problem: Problem, cases: ProblemCases | undefined): AdminProblem {
  return {
    id: problem.pid,
    ...problemStatementOf(problem),
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
    userExtraFile: extraFilesText(problem.userExtraFile),
    judgeExtraFile: extraFilesText(problem.judgeExtraFile),
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

/** A code template as the form holds it: `lid` is the language's id on this site, null if it has none. */
export function codeTemplateRow(template: CodeTemplate, lid: number | null): CodeTemplateRow {
  return { lid, language: template.language, code: template.code, status: template.enabled };
}

/** A catalogue line as the admin problem list shows it; a missing author or editor is empty text. */
export function adminProblemRow(summary: ProblemSummary): AdminProblemRow {
  return {
    id: summary.pid,
    pid: summary.pid,
    problemId: summary.problemId,
    title: summary.title,
    author: summary.author ?? '',
    modifiedUser: summary.modifiedUser ?? '',
    type: summary.type,
    auth: summary.auth,
    difficulty: summary.difficulty,
    isRemote: summary.isRemote,
    oj: summary.oj,
    gmtModified: summary.updatedAt,
  };
}
