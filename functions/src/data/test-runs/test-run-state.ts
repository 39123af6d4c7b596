import { judgeStatus, tableDefinition } from '@oj/shared';
import { updateIf } from '../update-if';
import { tryClaimWrite, type ClaimAttempt } from '../kit/claim-attempt';
import { byJudgeClaimHolder, claimJudgeWork, liveJudgeClaimOf, type ItemTerm } from '../kit/judge-claim';
import { testRunFromItem, testRunKey, type TestRun } from './test-run-item';

/*
 * The judge moves an Online Test through pending → compiling → result under the same claim as a
 * submission round (`kit/judge-claim.ts`): a worker holds it while it proves itself alive, a worker
 * that died is taken over once its heartbeat is stale, and every write of a holder is conditional on
 * still holding the claim, so the result is written once, by the last holder. A run that failed
 * unexpectedly is handed back for the next delivery; the dead-letter queue ends it as System Error.
 */

const { pending, compiling, judging, systemError } = judgeStatus;

/** A run is claimed only before its hour is over: an expired run is gone for its owner. */
function unexpired(now: number): ItemTerm {
  return {
    condition: '#expiresAt > :nowSeconds',
    names: { '#expiresAt': tableDefinition.ttlAttribute },
    values: { ':nowSeconds': Math.floor(now / 1000) },
  };
}

/**
 * Try to take an Online Test for running, returning the run as claimed (one write, no separate read).
 * It is claimable while pending, or while held by a worker whose last heartbeat is before
 * `staleBefore` (epoch ms): that worker died. A refusal says whether another worker's live claim
 * stood in the way, or there is nothing to run (no such run, expired, or a result already).
 */
export function tryClaimTestRun(
  key: string,
  judger: string,
  staleBefore: number,
  now: number = Date.now(),
): Promise<ClaimAttempt<TestRun>> {
  return tryClaimWrite(
    { Key: testRunKey(key), ...claimJudgeWork(judger, staleBefore, now, unexpired(now)) },
    testRunFromItem,
    (item) => liveJudgeClaimOf(item, staleBefore),
  );
}

/** Prove the worker running a test alive; false when it no longer holds the run (taken over, or dead-lettered). */
export function proveTestRunClaimAlive(
  key: string,
  judger: string,
  now: number = Date.now(),
): Promise<boolean> {
  return updateIf({
    Key: testRunKey(key),
    ...byJudgeClaimHolder(judger, 'SET heartbeatAt = :now', { ':now': now }),
  });
}

export type TestRunResult = Pick<TestRun, 'status' | 'timeMs' | 'memoryKb' | 'userOutput' | 'stderr'>;

const resultUpdate =
  'SET #status = :status, timeMs = :time, memoryKb = :memory, userOutput = :output, stderr = :stderr';

function resultValues(result: TestRunResult): Record<string, unknown> {
  return {
    ':status': result.status,
    ':time': result.timeMs,
    ':memory': result.memoryKb,
    ':output': result.userOutput,
    ':stderr': result.stderr,
  };
}

/** Store the result of the worker holding the run; false when it no longer holds it, so nothing was written. */
export function finishTestRun(key: string, judger: string, result: TestRunResult): Promise<boolean> {
  return updateIf({
    Key: testRunKey(key),
    ...byJudgeClaimHolder(judger, resultUpdate, resultValues(result)),
  });
}

/**
 * Give a claimed run back, pending, after running it failed unexpectedly: the next delivery of its
 * message, to any worker, claims it at once. False when the worker no longer held it.
 */
export function releaseTestRun(key: string, judger: string): Promise<boolean> {
  return updateIf({
    Key: testRunKey(key),
    ...byJudgeClaimHolder(judger, 'SET #status = :pending REMOVE judger', { ':pending': pending }),
  });
}

/**
 * End a run whose message reached the dead-letter queue as System Error with the reason, whoever
 * held it; a run that has its result keeps it.
 */
export function failTestRun(key: string, reason: string): Promise<boolean> {
  return updateIf({
    Key: testRunKey(key),
    UpdateExpression: resultUpdate,
    ConditionExpression: '#status = :pending OR #status = :compiling OR #status = :judging',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ...resultValues({
        status: systemError,
        timeMs: null,
        memoryKb: null,
        userOutput: null,
        stderr: reason,
      }),
      ':pending': pending,
      ':compiling': compiling,
      ':judging': judging,
    },
  });
}
