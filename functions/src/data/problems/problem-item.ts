import type {
  ApplyPublicProgress,
  JudgeCaseMode,
  JudgeMode,
  ProblemAuth,
  ProblemType,
  QuizPaper,
} from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem, withoutStamp } from '../kit/versioned-item';

export interface ProblemExample {
  input: string;
  output: string;
}

/** A starting program offered in the editor for one language; disabled ones are kept but not shown. */
export interface CodeTemplate {
  language: string;
  code: string;
  enabled: boolean;
}

/**
 * A problem as stored: the statement, its limits and how it is judged. What the judge needs is copied
 * into the judge spec item beside it; the list's columns into the catalogue entry; the allowed
 * languages into their own item (the languages call reads only that).
 */
export interface Problem {
  pid: number;
  /** Display id, unique regardless of case (`P1000`, `CS1001`, `CF-1A`). */
  problemId: string;
  title: string;
  /** Username of the creator. */
  author: string;
  /** The creator's uid, kept for a group's problems: the group's edit rule names who made it. */
  authorUid?: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  examples: ProblemExample[];
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  difficulty: number;
  type: ProblemType;
  auth: ProblemAuth;
  /** Whether users may share their code of this problem. */
  codeShare: boolean;
  isRemote: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjCode: string | null;
  spjLanguage: string | null;
  isRemoveEndBlank: boolean;
  /** Whether users see per-case results. */
  openCaseResult: boolean;
  /** Total OI points. */
  ioScore: number;
  userExtraFile: Record<string, string>;
  judgeExtraFile: Record<string, string>;
  /** true: test data came as an uploaded zip; false: typed in as samples. */
  isUploadCase: boolean;
  /** The group that owns the problem, or null for the site's own. */
  gid: number | null;
  /**
   * A group problem's application to the public set: 1 applying, 2 accepted (a copy joined the public
   * set, `publicPid`), 3 refused; null or absent when it never applied or withdrew.
   */
  applyPublicProgress?: ApplyPublicProgress | null;
  /** The public copy an accepted application made. */
  publicPid?: number | null;
  codeTemplates: CodeTemplate[];
  tagIds: number[];
  languages: string[];
  /** A quiz paper's questions and answer key (CS problems only); the key never leaves the admin calls. */
  quiz: QuizPaper | null;
  createdAt: string;
  updatedAt: string;
  modifiedUser: string;
}

export function problemKey(pid: number): ItemKey {
  return { pk: keyOf('PROBLEM', pid), sk: 'PROBLEM' };
}

/** Display ids are unique regardless of case; this item claims one for a pid. */
export function problemIdClaimKey(problemId: string): ItemKey {
  return { pk: keyOf('PROBLEMID', problemId.toLowerCase()), sk: 'CLAIM' };
}

/** Problem ids (pid) are one sequence for the site, kept in a counter item. */
export const problemSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'PROBLEM' };

export const problemItemVersion = 1;

export function problemToItem(problem: Problem): Record<string, unknown> & ItemKey {
  return toItem(problemKey(problem.pid), 'Problem', problemItemVersion, problem);
}

export function problemFromItem(item: Record<string, unknown>): Problem {
  const problem = withoutStamp(item);
  return problem as unknown as Problem;
}
