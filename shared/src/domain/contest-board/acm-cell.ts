import { judgeStatus } from '../../judge/judge-status';
import { contestRules } from '../contest';
import {
  type BoardClock,
  type BoardSubmission,
  inSubmitOrder,
  instantOf,
  phaseOfSubmission,
} from './board-facts';

/**
 * One ACM cell: a contestant on one problem (contract ACMContestRankVO `submissionInfo` values).
 * Optional fields are left out when they do not apply, as the original server does.
 */
export interface AcmCell {
  /** Rejected tries before the first accepted one (each costs the penalty once solved). */
  errorNum: number;
  /** Tries whose result this view does not show: still judging, or hidden by the freeze. */
  tryNum?: number;
  isAC?: boolean;
  /** Seconds from the start to the accepted submission. */
  ACTime?: number;
  /** First solve of the problem on the board; set by the board, never by the fold. */
  isFirstAC?: boolean;
  /** Accepted only after the end: shown, never counted. */
  isAfterContest?: boolean;
  /** The accepted submission, to break first-blood ties; dropped from the answer by `acmCellView`. */
  acSubmitId?: number;
}

/** What the client receives for a cell. */
export type AcmCellView = Omit<AcmCell, 'acSubmitId'>;

export interface AcmFoldOptions {
  clock: BoardClock;
  /** Show after-contest accepted answers as marks (`containsEnd`); they never count either way. */
  containsEnd: boolean;
}

/** Verdicts that count as a rejected try and cost the penalty once the problem is solved. */
const rejectedStatuses: ReadonlySet<number> = new Set([
  judgeStatus.wrongAnswer,
  judgeStatus.presentationError,
  judgeStatus.timeLimitExceeded,
  judgeStatus.memoryLimitExceeded,
  judgeStatus.runtimeError,
  judgeStatus.partialAccepted,
]);

/** States of a submission whose verdict is not known yet: a try shown as pending. */
const unsettledStatuses: ReadonlySet<number> = new Set([
  judgeStatus.pending,
  judgeStatus.compiling,
  judgeStatus.judging,
  judgeStatus.submitting,
]);

/**
 * Folds one contestant's submissions on one problem into its cell, for one view of the board. The
 * submissions may come in any order: they are read by submit time, then submit id.
 *
 * - Submissions before the start never count (an admin trying the contest while scheduled).
 * - The first accepted submission solves the problem; everything after it is ignored.
 * - Rejected verdicts are tries; compile errors, system errors, cancelled judges and failed remote
 *   submissions cost nothing and are not tries.
 * - A submission still being judged is a try in `tryNum` (shown pending).
 * - In a frozen view, every submission from the seal time on is hidden and counted in `tryNum`.
 * - After-contest submissions never change the board: with `containsEnd`, an accepted one on a
 *   problem not solved in time marks the cell `isAC` + `isAfterContest` (not counted); otherwise, and
 *   in a frozen view, they are left out.
 */
export function foldAcmCell(submissions: readonly BoardSubmission[], options: AcmFoldOptions): AcmCell {
  const { clock, containsEnd } = options;
  const cell: AcmCell = { errorNum: 0 };
  let tryNum = 0;
  for (const submission of inSubmitOrder(submissions)) {
    if (cell.isAC) break;
    const phase = phaseOfSubmission(submission, clock);
    if (phase === 'beforeStart') continue;
    if (phase === 'afterContest') {
      if (containsEnd && clock.sealTime === null && submission.status === judgeStatus.accepted) {
        Object.assign(cell, solvedBy(submission, clock), { isAfterContest: true });
      }
      continue;
    }
    if (phase === 'sealed' || unsettledStatuses.has(submission.status)) tryNum += 1;
    else if (submission.status === judgeStatus.accepted) Object.assign(cell, solvedBy(submission, clock));
    else if (rejectedStatuses.has(submission.status)) cell.errorNum += 1;
  }
  if (tryNum > 0) cell.tryNum = tryNum;
  return cell;
}

function solvedBy(submission: BoardSubmission, clock: BoardClock): Partial<AcmCell> {
  const elapsedMs = instantOf(submission.time, 'submission time') - instantOf(clock.startTime, 'startTime');
  return { isAC: true, ACTime: Math.floor(elapsedMs / 1000), acSubmitId: submission.submitId };
}

/** Whether the cell counts as solved on the board (an after-contest accept does not). */
export function isCountedSolve(cell: AcmCell): boolean {
  return cell.isAC === true && cell.isAfterContest !== true;
}

/** The cell's share of the row's `totalTime`, in seconds: time of the solve plus 20 minutes per rejected try. */
export function acmCellPenalty(cell: AcmCell): number {
  if (!isCountedSolve(cell)) return 0;
  return (cell.ACTime ?? 0) + contestRules.penaltySeconds * cell.errorNum;
}

/** The cell as the client receives it. */
export function acmCellView(cell: AcmCell): AcmCellView {
  const { acSubmitId: _acSubmitId, ...view } = cell;
  return view;
}
