import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus, trainingCoinsOf } from '@oj/shared';
import { dynamo, tableName } from '../../dynamo-client';
import { submissionKey } from '../../submissions/submission-item';
import { readUserProblemProgress } from '../../users/read-user-problem-status';
import { readTrainingLine } from '../../trainings/training-catalogue';
import { recordTrainingVerdict } from '../../trainings/training-rank-rows';
import { settleTrainingRank, trainingRankReads } from './training-progress-settle';
import { recordTrainingCompletion } from '../../trainings/record-training-completion';
import { contestantIdentity } from '../../contest-boards/contestant-identity';
import type { JudgedSubmission, Verdict, VerdictEffect } from './verdict-effect';

async function runTimeOf(submitId: number | undefined): Promise<number | null> {
  if (submitId === undefined) return null;
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: submissionKey(submitId), ProjectionExpression: 'timeMs' }),
  );
  return typeof Item?.timeMs === 'number' ? Item.timeMs : null;
}

/**
 * After a verdict of a submission made inside a training (`tid`) on one of its problems: the user's
 * cell of the training's rank (`recordTrainingVerdict`), and, once every problem of the training is
 * solved, the completion record that the coins ledger pays (`recordTrainingCompletion`, written once).
 * The submission's own run time is read back (1 RCU) because the verdict carries status and score only.
 */
export async function recordTrainingProgress(submission: JudgedSubmission, verdict: Verdict): Promise<void> {
  const tid = submission.tid ?? 0;
  if (tid === 0 || submission.submitId === undefined) return;
  // Read by key, not from the cached catalogue: a problem added a moment ago is already one of its.
  const line = await readTrainingLine(tid);
  if (!line || !line.pids.includes(submission.pid)) return;
  const timeMs = verdict.status === judgeStatus.accepted ? await runTimeOf(submission.submitId) : null;
  await recordTrainingVerdict(
    tid,
    submission.uid,
    submission.pid,
    submission.submitId,
    [verdict.status, verdict.score, timeMs],
    line.pids,
    () => contestantIdentity(submission.uid, submission.username),
  );
  if (verdict.status !== judgeStatus.accepted) return;
  const { solved } = await readUserProblemProgress(submission.uid);
  if (line.pids.every((pid) => solved.has(pid)))
    await recordTrainingCompletion(submission.uid, tid, trainingCoinsOf(line.description) ?? 0);
}

/**
 * A training's progress (its rank rows and completion records). No counter of its own in the
 * verdict's transaction; after it, one conditional write of the row. A settled verdict taken back
 * (rejudge, manual judge, cancel, quiz regrade) comes out of the row in the change's own transaction,
 * so the cell follows exactly; the completion record stays, written once: it is what the coins ledger
 * pays from, and a reward once earned is not taken back.
 */
export const trainingProgress: VerdictEffect = {
  name: 'training progress',
  deltas: () => [],
  readsOnChange: trainingRankReads,
  settleChange: settleTrainingRank,
  afterVerdict: (submission, verdict) => recordTrainingProgress(submission, verdict),
};
