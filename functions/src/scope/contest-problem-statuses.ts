import { contestType, judgeStatus, type ContestType } from '@oj/shared';
import {
  listContestOutcomes,
  type ContestSubmissionOutcome,
} from '../data/submissions/query-contest-submissions';
import type { ContestViewing } from './contest-viewing';

/** A contestant's standing on one contest problem as the problem lists show it. */
export interface ContestProblemStatus {
  /** -10 never submitted; else as below. */
  status: number;
  /** OI: the score of the submission shown; null in ACM and while hidden. */
  score: number | null;
}

export const neverSubmitted: ContestProblemStatus = { status: judgeStatus.notSubmitted, score: null };

/**
 * One problem's status from the viewer's submissions to it, newest first. ACM: accepted once any
 * accepted submission shows, else the newest submission's status. OI: the newest submission's status
 * and score (the one that counts with the latest-score rule, and what a contestant resubmitting is
 * warned to overwrite). A result the viewer may not see (`shown`) is -5 with no score.
 */
export function problemStatusOf(
  type: ContestType,
  newestFirst: readonly ContestSubmissionOutcome[],
  shown: (outcome: ContestSubmissionOutcome) => boolean,
): ContestProblemStatus {
  const newest = newestFirst[0];
  if (!newest) return neverSubmitted;
  const isAcm = type === contestType.acm;
  if (isAcm && newestFirst.some((one) => one.status === judgeStatus.accepted && shown(one)))
    return { status: judgeStatus.accepted, score: null };
  if (!shown(newest)) return { status: judgeStatus.cannotView, score: null };
  return { status: newest.status, score: isAcm ? null : newest.score };
}

/**
 * The viewer's status on each of `pids` in the contest, from one Query of their submissions there
 * (gsi1 of the user in the contest). Submissions made after the end count with `containsEnd` only;
 * a visitor has none.
 */
export async function contestProblemStatuses(
  viewing: ContestViewing,
  pids: readonly number[],
  options: { containsEnd: boolean },
): Promise<Map<number, ContestProblemStatus>> {
  const uid = viewing.viewer?.uid;
  const outcomes = uid === undefined ? [] : await listContestOutcomes(viewing.contest.cid, uid);
  const end = Date.parse(viewing.contest.endTime);
  const byProblem = new Map<number, ContestSubmissionOutcome[]>();
  for (const outcome of outcomes) {
    if (!options.containsEnd && Date.parse(outcome.submitTime) >= end) continue;
    byProblem.set(outcome.pid, [...(byProblem.get(outcome.pid) ?? []), outcome]);
  }
  return new Map(
    pids.map((pid) => [
      pid,
      problemStatusOf(viewing.contest.type, byProblem.get(pid) ?? [], viewing.resultShown),
    ]),
  );
}
