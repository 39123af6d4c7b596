import type { JudgeCaseMode, ProblemType } from './judge-status';

/** How a problem's output is checked. */
export type JudgeMode = 'default' | 'spj' | 'interactive';

/** One test case as the judge sees it: files in the problem's test data, and its points. */
export interface JudgeCaseSpec {
  seq: number;
  /** File names inside the test data version, e.g. `1.in` and `1.out`. */
  input: string;
  output: string;
  /** Full points of the case (OI). */
  score: number;
  /** Subtask number for the subtask modes. */
  groupNum: number;
}

/**
 * Everything the judge needs of a problem, kept beside it and rewritten whenever the problem or its test
 * data changes. `testDataVersion` names the test data in S3; a new upload gets a new version, so a
 * worker's cache of an older version is never used for a newer problem.
 */
export interface ProblemJudgeSpec {
  pid: number;
  /** Display id (e.g. `P1001`, `CF-1A`); the CF-/GYM- prefixes keep other languages at C/C++ limits. */
  problemId: string;
  type: ProblemType;
  /** 0–4; with the score it makes the OI rank score recorded when a verdict lands. */
  difficulty?: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
  isRemoveEndBlank: boolean;
  /** Total OI points, split evenly over cases that carry no score of their own. */
  ioScore: number;
  isFileIO: boolean;
  ioReadFileName?: string;
  ioWriteFileName?: string;
  testDataVersion: string;
  cases: JudgeCaseSpec[];
  /** Checker or interactor source and its language, for `spj` and `interactive`. */
  checkerCode?: string;
  checkerLanguage?: string;
  /** Files placed beside the user's program (name → content). */
  userExtraFiles: Record<string, string>;
  /** Files placed beside the checker or interactor. */
  judgeExtraFiles: Record<string, string>;
}
