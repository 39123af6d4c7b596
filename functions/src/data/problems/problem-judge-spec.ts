import type { JudgeCaseSpec, ProblemJudgeSpec } from '@oj/shared';
import type { Problem } from './problem-item';

/** What the judge needs of a problem, kept beside it: its limits, checking, cases and test data version. */
export function problemJudgeSpec(
  problem: Problem,
  testDataVersion: string,
  cases: JudgeCaseSpec[],
): ProblemJudgeSpec {
  const checked = problem.judgeMode !== 'default';
  return {
    pid: problem.pid,
    problemId: problem.problemId,
    type: problem.type,
    difficulty: problem.difficulty,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    timeLimitMs: problem.timeLimit,
    memoryLimitMb: problem.memoryLimit,
    stackLimitMb: problem.stackLimit,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    ioScore: problem.ioScore,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName ?? undefined,
    ioWriteFileName: problem.ioWriteFileName ?? undefined,
    testDataVersion,
    cases,
    checkerCode: checked ? (problem.spjCode ?? undefined) : undefined,
    checkerLanguage: checked ? (problem.spjLanguage ?? undefined) : undefined,
    userExtraFiles: problem.userExtraFile,
    judgeExtraFiles: problem.judgeExtraFile,
  };
}
