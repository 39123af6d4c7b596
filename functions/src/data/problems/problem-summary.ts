import type { ProblemAuth, ProblemType, VerdictCounts } from '@oj/shared';
import type { ItemKey } from '../item-key';
import type { Problem } from './problem-item';

/**
 * A problem's line in the catalogue: the list's columns and the verdict counters. All lines share one
 * partition, so the whole catalogue is one Query that a warm function keeps for seconds, and every
 * list filter, page and random pick is answered from memory. Counters are added to when a verdict
 * lands; a verdict rate is bounded by the judges, far below one partition's write limit.
 */
export interface ProblemSummary extends VerdictCounts {
  pid: number;
  problemId: string;
  title: string;
  /** Usernames of the creator and of the last admin to change it, for the admin list. */
  author?: string;
  modifiedUser?: string;
  difficulty: number;
  type: ProblemType;
  auth: ProblemAuth;
  isRemote: boolean;
  gid: number | null;
  tagIds: number[];
  /** Judge source: `ME` for this site's problems, else the remote id's prefix. */
  oj: string;
  updatedAt: string;
}

export const cataloguePartitionKey = 'PROBLEMS';

export function problemSummaryKey(pid: number): ItemKey {
  return { pk: cataloguePartitionKey, sk: `P#${String(pid).padStart(10, '0')}` };
}

/** The catalogue fields that come from the problem itself (not the counters). */
export function summaryFieldsOf(problem: Problem): Omit<ProblemSummary, keyof VerdictCounts> {
  return {
    pid: problem.pid,
    problemId: problem.problemId,
    title: problem.title,
    author: problem.author,
    modifiedUser: problem.modifiedUser,
    difficulty: problem.difficulty,
    type: problem.type,
    auth: problem.auth,
    isRemote: problem.isRemote,
    gid: problem.gid,
    tagIds: problem.tagIds,
    oj: problem.isRemote ? (problem.problemId.split('-')[0] ?? 'ME').toUpperCase() : 'ME',
    updatedAt: problem.updatedAt,
  };
}

export function problemSummaryFromItem(item: Record<string, unknown>): ProblemSummary {
  const count = (name: string) => Number(item[name] ?? 0);
  return {
    pid: Number(item.pid),
    problemId: String(item.problemId),
    title: String(item.title),
    author: String(item.author ?? ''),
    modifiedUser: String(item.modifiedUser ?? ''),
    difficulty: Number(item.difficulty),
    type: Number(item.type) as ProblemType,
    auth: Number(item.auth) as ProblemAuth,
    isRemote: Boolean(item.isRemote),
    gid: item.gid === null || item.gid === undefined ? null : Number(item.gid),
    tagIds: ((item.tagIds as number[] | undefined) ?? []).map(Number),
    oj: String(item.oj ?? 'ME'),
    updatedAt: String(item.updatedAt),
    total: count('total'),
    ac: count('ac'),
    wa: count('wa'),
    tle: count('tle'),
    mle: count('mle'),
    re: count('re'),
    pe: count('pe'),
    ce: count('ce'),
    se: count('se'),
    pa: count('pa'),
  };
}
