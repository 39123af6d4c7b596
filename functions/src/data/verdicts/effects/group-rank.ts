import { judgeStatus, oiRankScore, problemType, verdictCounterByStatus } from '@oj/shared';
import { getSubmission } from '../../submissions/get-submission';
import { isContestSubmitId } from '../../submissions/submission-ids';
import { groupRankHeadKey, groupRankRowKey } from '../../group-rank/group-rank-keys';
import {
  groupRankRowFromItem,
  groupRankRowPut,
  recordGroupRun,
  rowWithRun,
  type GroupRun,
} from '../../group-rank/group-rank-rows';
import type {
  ChangeWrites,
  JudgedSubmission,
  ProblemScoring,
  SettledChange,
  VerdictEffect,
} from './verdict-effect';

/** Whether a status is a judged verdict, the ones the rank counts (not pending, not cancelled). */
const isJudged = (status: number) => verdictCounterByStatus[status] !== undefined;

/**
 * The run a settled verdict puts in the member's row: a judged verdict with the rank score the site's
 * best-result rule gives it (an OI problem's points, an ACM problem's 100 once accepted, through
 * `oiRankScore`; 0 without points), or none for any other status.
 */
export function groupRunOf(
  status: number,
  score: number | null,
  scoring: ProblemScoring,
  inContest: boolean,
): GroupRun | null {
  if (!isJudged(status)) return null;
  if (inContest) return [status, 0, 1];
  const points = scoring.type === problemType.oi ? (score ?? 0) : status === judgeStatus.accepted ? 100 : 0;
  return [status, points > 0 ? oiRankScore(points, scoring.difficulty) : 0, 0];
}

const groupOf = (submission: JudgedSubmission) => submission.gid ?? 0;

/**
 * A settled verdict of a group's submission outside contests taken back (rejudge, manual judge,
 * cancel, quiz regrade): its run comes out of the member's row in the change's own transaction, on
 * the condition that the row is as read, and the snapshot's head is told. The new verdict goes in
 * when it lands (`afterVerdict`).
 */
function settleGroupRank({ submission, read }: SettledChange): ChangeWrites {
  const gid = groupOf(submission);
  if (gid === 0 || submission.submitId === undefined) return {};
  const stored = read(groupRankRowKey(gid, submission.uid));
  if (!stored) return {};
  const row = rowWithRun(groupRankRowFromItem(stored), submission.pid, submission.submitId, null);
  if (!row) return {};
  return {
    deltas: [{ key: groupRankHeadKey(gid), add: { changes: 1 } }],
    writes: [{ Put: groupRankRowPut(gid, row) }],
  };
}

/**
 * A contest's submission follows every change of its judge state, as the contest's board does: the
 * submission is read again (its id says it is a contest's, so no other submission is read) and its
 * run put or taken out as its status now says. A contest's verdict changes outside the tally's
 * settlement, so this is the one path that keeps its run right.
 */
async function followGroupContestSubmission(submitId: number): Promise<void> {
  if (!isContestSubmitId(submitId)) return;
  const submission = await getSubmission(submitId, true);
  if (!submission || !submission.gid || submission.cid === 0) return;
  const run: GroupRun | null = isJudged(submission.status) ? [submission.status, 0, 1] : null;
  await recordGroupRun(submission.gid, submission.uid, submission.pid, submitId, run);
}

/**
 * A group's rank (`GROUP#gid` / `RANK#uid`): each member's settled verdicts on submissions made in
 * the group's scope (its problems, trainings and contests: the submission's `gid`), one run per
 * submission, so putting the same verdict again changes nothing and taking one back leaves exactly
 * what the others make. Outside contests a verdict lands after its transaction (`afterVerdict`, a
 * read and a conditional write of the row); a contest's follows its judge state. No counter in the
 * verdict's transaction.
 */
export const groupRank: VerdictEffect = {
  name: 'group rank',
  deltas: () => [],
  readsOnChange: (submission) =>
    groupOf(submission) === 0 ? [] : [groupRankRowKey(groupOf(submission), submission.uid)],
  settleChange: settleGroupRank,
  afterVerdict: async (submission, verdict, scoring) => {
    const gid = groupOf(submission);
    if (gid === 0 || submission.cid !== 0 || submission.submitId === undefined) return;
    const run = groupRunOf(verdict.status, verdict.score, scoring, false);
    await recordGroupRun(gid, submission.uid, submission.pid, submission.submitId, run);
  },
  afterJudgeStateChange: followGroupContestSubmission,
};
