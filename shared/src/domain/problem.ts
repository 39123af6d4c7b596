import { judgeStatus } from '../judge/judge-status';

/** Who may see a problem: 1 everyone, 2 its admins only, 3 only inside its contest (document 3, §3). */
export const problemAuth = { public: 1, private: 2, contest: 3 } as const;
export type ProblemAuth = (typeof problemAuth)[keyof typeof problemAuth];

/** Defaults of a new problem (spec §9). */
export const problemDefaults = {
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  stackLimitMb: 128,
  difficulty: 0,
  ioScore: 100,
  spjLanguage: 'C',
} as const;

/** Upper bounds the server enforces on a problem's limits. */
export const problemLimits = {
  maxTimeLimitMs: 30_000,
  maxMemoryLimitMb: 4096,
  maxStackLimitMb: 4096,
  problemIdMaxLength: 64,
  titleMaxLength: 255,
  /** Description, input, output and hint each. */
  textMaxLength: 65_535,
} as const;

/** Display ids starting with this are quiz papers, graded through the same submission mechanism. */
export const quizProblemPrefix = 'CS';

/**
 * A problem's verdict counters (spec §3: ac, total, wa, tle, mle, re, pe, ce, se, pa), and the status
 * that feeds each.
 */
export const verdictCounterByStatus: Readonly<Record<number, VerdictCounter>> = {
  [judgeStatus.accepted]: 'ac',
  [judgeStatus.wrongAnswer]: 'wa',
  [judgeStatus.timeLimitExceeded]: 'tle',
  [judgeStatus.memoryLimitExceeded]: 'mle',
  [judgeStatus.runtimeError]: 're',
  [judgeStatus.presentationError]: 'pe',
  [judgeStatus.compileError]: 'ce',
  [judgeStatus.systemError]: 'se',
  [judgeStatus.partialAccepted]: 'pa',
};

export const verdictCounters = ['ac', 'wa', 'tle', 'mle', 're', 'pe', 'ce', 'se', 'pa'] as const;
export type VerdictCounter = (typeof verdictCounters)[number];
export type VerdictCounts = Record<VerdictCounter | 'total', number>;

export function emptyVerdictCounts(): VerdictCounts {
  return { total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 };
}

/** OI rank score of a submission (spec §9). */
export function oiRankScore(score: number, difficulty: number): number {
  return Math.round(score * 0.1 + difficulty * 2);
}

/**
 * Whether a user may open a problem given the site's blocked prefixes (spec §5): the list is cleared
 * for the site owner, and prefixes named in the user's allowed codes are taken off it.
 */
export function isProblemBlocked(
  problemId: string,
  blockedPrefixes: readonly string[],
  viewer: { isSiteOwner: boolean; allowedCodes: readonly string[] },
): boolean {
  if (viewer.isSiteOwner) return false;
  const upper = problemId.toUpperCase();
  return blockedPrefixes.some(
    (prefix) =>
      upper.startsWith(prefix.toUpperCase()) &&
      !viewer.allowedCodes.some((code) => code.toUpperCase() === prefix.toUpperCase()),
  );
}
