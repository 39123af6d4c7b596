import { isFinalStatus, judgeStatus } from '../../judge/judge-status';
import type { OiRankScoreType } from '../contest';
import {
  type AwardFields,
  type BoardClock,
  type BoardSubmission,
  type ContestantIdentity,
  inSubmitOrder,
  phaseOfSubmission,
} from './board-facts';
import { compareByName, numberRanks, starSetOf } from './rank-order';

/** What a contestant's submissions on one problem give the OI board. */
export interface OiProblemResult {
  score: number;
  /** Run time (ms) of the counted submission when it has the full score; null otherwise. */
  fullScoreRunTime: number | null;
}

export interface OiFoldOptions {
  clock: BoardClock;
  /** `Recent`: the latest judged submission counts; `Highest`: the best one. */
  scoreType: OiRankScoreType;
}

/** Final states that are not a judgement of the code: they never count. */
const notJudgements: ReadonlySet<number> = new Set([
  judgeStatus.systemError,
  judgeStatus.cancelled,
  judgeStatus.submitFailed,
  judgeStatus.notSubmitted,
  judgeStatus.cannotView,
]);

function isJudged(submission: BoardSubmission): boolean {
  return isFinalStatus(submission.status) && !notJudgements.has(submission.status);
}

/** Higher score first; at the same score the faster run, then the earlier submission. */
function isBetter(candidate: BoardSubmission, best: BoardSubmission): boolean {
  const scoreDelta = (candidate.score ?? 0) - (best.score ?? 0);
  if (scoreDelta !== 0) return scoreDelta > 0;
  return (candidate.runTime ?? 0) < (best.runTime ?? 0);
}

/**
 * The counted result of one contestant on one problem, for one view of the board; null when nothing
 * judged counts yet. Only judged submissions made between the start and the end count (a compile
 * error scores 0; a system error or a cancelled judge does not count); a frozen view also leaves out
 * those from the seal time on. After-contest submissions never count.
 */
export function foldOiProblem(
  submissions: readonly BoardSubmission[],
  options: OiFoldOptions,
): OiProblemResult | null {
  let counted: BoardSubmission | null = null;
  for (const submission of inSubmitOrder(submissions)) {
    if (phaseOfSubmission(submission, options.clock) !== 'shown' || !isJudged(submission)) continue;
    if (counted === null || options.scoreType === 'Recent' || isBetter(submission, counted))
      counted = submission;
  }
  if (counted === null) return null;
  const fullScore = counted.status === judgeStatus.accepted;
  return { score: counted.score ?? 0, fullScoreRunTime: fullScore ? (counted.runTime ?? 0) : null };
}

/** A contestant with a result per problem display id (only problems with a counted submission). */
export interface OiContestant {
  identity: ContestantIdentity;
  results: Record<string, OiProblemResult>;
}

/** A row of the OI board (contract OIContestRankVO). */
export interface OiRankRow extends ContestantIdentity, AwardFields {
  /** 1-based, shared by tied rows; -1 for a star account. */
  rank: number;
  totalScore: number;
  /** Sum of `timeInfo`, in ms. */
  totalTime: number;
  /** Display id → counted score. */
  submissionInfo: Record<string, number>;
  /** Display id → run time (ms) of the full-score submission; problems without the full score are absent. */
  timeInfo: Record<string, number>;
}

/** The row's figures, all derived from its results. */
export function oiTotalsOf(
  results: Record<string, OiProblemResult>,
): Pick<OiRankRow, 'totalScore' | 'totalTime' | 'submissionInfo' | 'timeInfo'> {
  const submissionInfo: Record<string, number> = {};
  const timeInfo: Record<string, number> = {};
  let totalScore = 0;
  let totalTime = 0;
  for (const [displayId, result] of Object.entries(results)) {
    submissionInfo[displayId] = result.score;
    totalScore += result.score;
    if (result.fullScoreRunTime !== null) {
      timeInfo[displayId] = result.fullScoreRunTime;
      totalTime += result.fullScoreRunTime;
    }
  }
  return { totalScore, totalTime, submissionInfo, timeInfo };
}

/** Board order: higher total score first, then less run time, then by name (`compareByName`). */
export function compareOiRows(
  a: Pick<OiRankRow, 'totalScore' | 'totalTime' | 'username' | 'uid'>,
  b: Pick<OiRankRow, 'totalScore' | 'totalTime' | 'username' | 'uid'>,
): number {
  return b.totalScore - a.totalScore || a.totalTime - b.totalTime || compareByName(a, b);
}

/**
 * The ranked OI board: sorted by `compareOiRows`, tied rows (same score and time) sharing a rank,
 * star accounts ranked -1 and skipped by the numbering. No awards yet (`applyAwards`).
 */
export function rankOiBoard(
  contestants: readonly OiContestant[],
  starAccount: readonly string[],
): OiRankRow[] {
  const stars = starSetOf(starAccount);
  const rows = contestants.map(({ identity, results }): OiRankRow => ({
    ...identity,
    rank: 0,
    isWinAward: false,
    ...oiTotalsOf(results),
  }));
  rows.sort(compareOiRows);
  const ranks = numberRanks(
    rows,
    (row) => stars.has(row.username),
    (a, b) => a.totalScore === b.totalScore && a.totalTime === b.totalTime,
  );
  return rows.map((row, index) => ({ ...row, rank: ranks[index] ?? -1 }));
}
