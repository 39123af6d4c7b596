import { judgeStatus } from '@oj/shared/judge/judge-status';
import { isOiContest, seesRealTime, type ContestStanding } from './contest-standing';

/** What the contest says before a submit (spec part 2 §5): stop, ask first, or go. */
export type ContestSubmitCheck =
  { kind: 'go' } | { kind: 'ended' } | { kind: 'limitReached'; limit: number } | { kind: 'confirmOverwrite' };

export interface SubmitHistory {
  /** The viewer's status on this problem in the contest: -10 when never submitted. */
  problemStatus: number | undefined;
  /** The viewer's submissions to this problem so far, when counted (exam mode); else undefined. */
  submitted: number | undefined;
}

/**
 * The contest's checks in the spec's order: an ended contest takes no submission unless it allows
 * after-contest ones (Contest_Ended); in exam mode a contestant stops at the per-problem limit; in an
 * OI contest whose results the viewer does not see yet, a second submission replaces the first one
 * without its author learning either result, so it is asked for first. The server checks the first
 * two again and answers with the same messages.
 */
export function contestSubmitCheck(standing: ContestStanding, history: SubmitHistory): ContestSubmitCheck {
  if (standing.phase === 'ended' && !standing.allowEndSubmit) return { kind: 'ended' };
  const limit = standing.examSubmitLimit;
  if (limit !== null && !standing.contestAdmin && history.submitted !== undefined) {
    if (history.submitted >= limit) return { kind: 'limitReached', limit };
  }
  const submittedBefore =
    history.problemStatus !== undefined && history.problemStatus !== judgeStatus.notSubmitted;
  if (isOiContest(standing) && !seesRealTime(standing) && submittedBefore) {
    return { kind: 'confirmOverwrite' };
  }
  return { kind: 'go' };
}
