import { isFinalStatus, judgeStatus, type JudgeOutcome } from '@oj/shared';
import {
  afterJudgeStateChange,
  afterVerdict,
  verdictEffectWrites,
  type JudgedSubmission,
  type ProblemScoring,
} from '../verdicts/verdict-effects';
import { getSubmission } from './get-submission';
import { tableName } from '../dynamo-client';
import { updateIf } from '../update-if';
import { transactWrite, type TransactItem } from '../transact';
import { failedConditionIndexes } from '../kit/condition-failure';
import { submissionFromItem, submissionKey, type Submission } from './submission-item';
import { caseResultsToItem, type StoredCaseResults } from './case-results';
import { tryClaimWrite, type ClaimAttempt } from '../kit/claim-attempt';
import {
  byJudgeClaimHolder,
  claimJudgeWork,
  liveJudgeClaimOf,
  type ClaimWrite,
  type ItemTerm,
} from '../kit/judge-claim';

/**
 * The judge moves a submission through pending → compiling → judging → verdict only with conditional
 * writes that name the round and the worker, so a duplicate or late queue message can neither judge
 * a submission twice nor overwrite a newer round's verdict. A worker that dies is replaced: its claim
 * goes stale when its heartbeats stop (`judgeClaimStaleAfterMs`), the next delivery of its message
 * takes the claim over, and from then on every write of the old holder is refused, so the verdict
 * and its effects (written in the verdict's transaction) land once, by the new holder.
 */

const { pending, compiling, judging, systemError } = judgeStatus;

/** The term every write of a round's claim carries: the submission is still in this round. */
function inRound(round: number): ItemTerm {
  return { condition: '#round = :round', names: { '#round': 'round' }, values: { ':round': round } };
}

/**
 * A write by the worker holding a claim: its change, under the condition every such write carries
 * (the submission is still in this round, held by this worker, and has no verdict yet), so the write
 * of a worker that lost its claim is refused.
 */
function byClaimHolder(
  round: number,
  judger: string,
  UpdateExpression: string,
  values: Record<string, unknown>,
): ClaimWrite {
  return byJudgeClaimHolder(judger, UpdateExpression, values, inRound(round));
}

/**
 * Try to take a submission round for judging, in one write with no separate read. It is claimable
 * when it waits in this round, or when the worker that held it stopped sending heartbeats before
 * `staleBefore` (epoch ms): that worker died, and this one takes over; the dead worker's later writes
 * are all refused (`byClaimHolder`). A refusal says whether another worker's live claim stood in the
 * way (with its last heartbeat, so the caller knows when it goes stale) or there is nothing to judge.
 */
export function tryClaimSubmission(
  submitId: number,
  round: number,
  judger: string,
  staleBefore: number,
  now: number = Date.now(),
): Promise<ClaimAttempt<Submission>> {
  return tryClaimWrite(
    { Key: submissionKey(submitId), ...claimJudgeWork(judger, staleBefore, now, inRound(round)) },
    submissionFromItem,
    (item) => (Number(item?.round?.N) === round ? liveJudgeClaimOf(item, staleBefore) : undefined),
  );
}

/** Take a submission round for judging as `tryClaimSubmission` does; undefined when refused, whatever the reason. */
export async function claimSubmission(
  submitId: number,
  round: number,
  judger: string,
  staleBefore: number,
  now: number = Date.now(),
): Promise<Submission | undefined> {
  const attempt = await tryClaimSubmission(submitId, round, judger, staleBefore, now);
  return attempt.outcome === 'claimed' ? attempt.claimed : undefined;
}

/**
 * Prove the worker holding a claim alive, changing nothing else (a heartbeat, whatever step the judge
 * is at); false when it no longer holds it: taken over, rejudged, cancelled or finished.
 */
export function proveClaimAlive(
  submitId: number,
  round: number,
  judger: string,
  now: number = Date.now(),
): Promise<boolean> {
  return updateIf({
    Key: submissionKey(submitId),
    ...byClaimHolder(round, judger, 'SET heartbeatAt = :now', { ':now': now }),
  });
}

/** Mark the move from compiling to running cases (the heartbeat too); false if the worker lost the claim. */
export function reportJudging(
  submitId: number,
  round: number,
  judger: string,
  status: typeof compiling | typeof judging,
  now: number = Date.now(),
): Promise<boolean> {
  return updateIf({
    Key: submissionKey(submitId),
    ...byClaimHolder(round, judger, 'SET #status = :status, heartbeatAt = :now', {
      ':status': status,
      ':now': now,
    }),
  });
}

export interface FinalVerdict {
  outcome: JudgeOutcome;
  errorMessage: string | null;
  caseResults: StoredCaseResults;
}

export type FinishOutcome = 'finished' | 'superseded';

/**
 * The judge's one call to finish a claimed submission: the verdict, the case results and every
 * verdict effect's counters in one transaction (`verdictEffectWrites`: they change exactly once with
 * it), then the effects' follow-ups: those with their own read and conditional write
 * (`afterVerdict`, when the problem's `scoring` is known: without judge settings a system error scores
 * nothing) and the idempotent ones that follow every judge state change (`afterJudgeStateChange`, a
 * contest's board). `superseded` means the claim was lost (a rejudge, a cancel, or another worker
 * took over): nothing was written and nothing follows.
 */
export async function finishSubmission(
  submission: JudgedSubmission & { submitId: number; round: number },
  judger: string,
  verdict: FinalVerdict,
  scoring: ProblemScoring | undefined,
): Promise<FinishOutcome> {
  const { submitId, round } = submission;
  const { outcome } = verdict;
  const alsoWrite: TransactItem[] = verdictEffectWrites(submission, outcome.status, outcome.score);
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: submissionKey(submitId),
          ...byClaimHolder(
            round,
            judger,
            'SET #status = :status, score = :score, timeMs = :time, memoryKb = :memory, errorMessage = :error, judgedAt = :now',
            {
              ':status': outcome.status,
              ':score': outcome.score,
              ':time': outcome.timeMs,
              ':memory': outcome.memoryKb,
              ':error': verdict.errorMessage,
              ':now': new Date().toISOString(),
            },
          ),
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: caseResultsToItem(submitId, verdict.caseResults),
        },
      },
      ...alsoWrite,
    ]);
  } catch (error) {
    if (failedConditionIndexes(error).includes(0)) return 'superseded';
    throw error;
  }
  if (scoring) await afterVerdict(submission, { status: outcome.status, score: outcome.score }, scoring);
  await afterJudgeStateChange(submitId);
  return 'finished';
}

/**
 * Give a claimed submission back, pending, after judging it failed unexpectedly: the queue's next
 * delivery of the message, to any worker, can then claim it again (and after three failures the
 * dead-letter queue takes over).
 */
export async function releaseSubmission(submitId: number, round: number, judger: string): Promise<void> {
  await updateIf({
    Key: submissionKey(submitId),
    ...byClaimHolder(round, judger, 'SET #status = :pending REMOVE judger', { ':pending': pending }),
  });
}

/**
 * Mark a submission whose judging failed for good (its message reached the dead-letter queue) as a
 * system error with the reason, counted like any verdict. A submission that already has a verdict,
 * or has moved to another round, is left alone.
 */
export async function failSubmission(submitId: number, round: number, reason: string): Promise<boolean> {
  const submission = await getSubmission(submitId);
  if (!submission || submission.round !== round || isFinalStatus(submission.status)) return false;
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: submissionKey(submitId),
          UpdateExpression: 'SET #status = :systemError, errorMessage = :reason, judgedAt = :now',
          ConditionExpression:
            '#round = :round AND (#status = :pending OR #status = :compiling OR #status = :judging)',
          ExpressionAttributeNames: { '#status': 'status', '#round': 'round' },
          ExpressionAttributeValues: {
            ':systemError': systemError,
            ':reason': reason,
            ':now': new Date().toISOString(),
            ':round': round,
            ':pending': pending,
            ':compiling': compiling,
            ':judging': judging,
          },
        },
      },
      ...verdictEffectWrites(submission, systemError),
    ]);
  } catch (error) {
    if (failedConditionIndexes(error).includes(0)) return false;
    throw error;
  }
  await afterJudgeStateChange(submitId);
  return true;
}
