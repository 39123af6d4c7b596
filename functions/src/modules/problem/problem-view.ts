import {
  examplesToText,
  quizProblemPrefix,
  type ProblemCount,
  type ProblemListRow,
  type ProblemTagRow,
  type ProblemView,
  type VerdictCounts,
} from '@oj/shared';
import type { CodeTemplate, Problem } from '../../data/problems/problem-item';
import type { ProblemSummary } from '../../data/problems/problem-summary';

/**
 * The statement and limits, the part of a problem its page and the admin edit form both show, in
 * the order both answers list them.
 */
export function problemStatementOf(problem: Problem) {
  return {
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
  };
}

/** Extra files (name → content) in the JSON text form the forms hold; none is null, not `{}`. */
export function extraFilesText(files: Readonly<Record<string, string>> | undefined): string | null {
  return files && Object.keys(files).length > 0 ? JSON.stringify(files) : null;
}

/**
 * A problem as its page shows it. Left out: the special judge's code, the judge's extra files and a
 * quiz paper's answer key, which only judges and admins use.
 */
export function problemViewOf(problem: Problem): ProblemView {
  const isQuiz = problem.problemId.toUpperCase().startsWith(quizProblemPrefix);
  return {
    id: problem.pid,
    pid: problem.pid,
    ...problemStatementOf(problem),
    ioScore: problem.ioScore,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName,
    ioWriteFileName: problem.ioWriteFileName,
    isRemote: problem.isRemote,
    gid: problem.gid,
    userExtraFile: extraFilesText(problem.userExtraFile),
    codeShare: problem.codeShare,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    openCaseResult: problem.openCaseResult,
    quiz: isQuiz && problem.quiz ? { questions: problem.quiz.questions } : null,
    updatedAt: problem.updatedAt,
  };
}

/** The starting programs the editor offers: enabled ones, for languages the problem allows. */
export function offeredTemplates(problem: Problem): CodeTemplate[] {
  return problem.codeTemplates.filter(
    (template) => template.enabled && problem.languages.includes(template.language),
  );
}

/**
 * A catalogue line as the public problem list shows it: the problem's tags (id, name and colour
 * only), its verdict counts, and `myStatus`, the viewer's judge status on it.
 */
export function problemListRowOf(
  problem: ProblemSummary,
  tags: readonly ProblemTagRow[],
  myStatus: number,
): ProblemListRow {
  return {
    pid: problem.pid,
    problemId: problem.problemId,
    title: problem.title,
    difficulty: problem.difficulty,
    type: problem.type,
    tags: tags.map(({ id, name, color }) => ({ id, name, color })),
    ac: problem.ac,
    total: problem.total,
    wa: problem.wa,
    tle: problem.tle,
    mle: problem.mle,
    re: problem.re,
    pe: problem.pe,
    ce: problem.ce,
    se: problem.se,
    pa: problem.pa,
    myStatus,
  };
}

/** The verdict counts a problem's page shows, in its order (the list shows them all, see above). */
export function problemCountOf(counts: VerdictCounts): ProblemCount {
  return {
    total: counts.total,
    ac: counts.ac,
    wa: counts.wa,
    ce: counts.ce,
    pa: counts.pa,
    tle: counts.tle,
    mle: counts.mle,
    re: counts.re,
    pe: counts.pe,
  };
}
