import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeClaimStaleAfterMs, judgeStatus } from '@oj/shared';
import { useLocalStack } from './local-stack';
import {
  finishSubmission,
  proveClaimAlive,
  reportJudging,
  tryClaimSubmission,
  type FinalVerdict,
} from '../src/data/submissions/judge-state';
import { nextSubmitId, pendingSubmission, putNewSubmission } from '../src/data/submissions/create-submission';
import { getSubmission } from '../src/data/submissions/get-submission';
import { userStatsKey } from '../src/data/stats/stats-keys';
import { dynamo, tableName } from '../src/data/dynamo-client';

/* The claim a judge worker holds on a submission round, and its takeover when the worker dies. */

beforeAll(() => {
  useLocalStack();
});

async function pending(uid = randomUUID().replaceAll('-', '')) {
  const submission = pendingSubmission({
    submitId: await nextSubmitId(),
    uid,
    username: 'claim-test',
    pid: 987_001,
    displayPid: 'CLAIM',
    language: 'C',
    code: 'int main(){}',
  });
  await putNewSubmission(submission);
  return submission;
}

const accepted = (submitId: number): FinalVerdict => ({
  outcome: { status: judgeStatus.accepted, score: 0, timeMs: 1, memoryKb: 100, subtasks: [] },
  errorMessage: null,
  caseResults: { submitId, round: 1, judgeCaseMode: 'default', cases: [], subtasks: [] },
});

const freshOnly = () => Date.now() - judgeClaimStaleAfterMs;

describe('a judge claim', () => {
  it('tells a second worker whose live claim holds the round and when its holder last beat', async () => {
    const { submitId } = await pending();
    const heartbeatAt = Date.now() - 5_000;
    const first = await tryClaimSubmission(submitId, 1, 'worker-a', freshOnly(), heartbeatAt);
    expect(first).toMatchObject({ outcome: 'claimed', claimed: { judger: 'worker-a' } });
    expect(await tryClaimSubmission(submitId, 1, 'worker-b', freshOnly())).toEqual({
      outcome: 'held',
      holder: 'worker-a',
      heartbeatAt,
    });
    // A heartbeat moves the moment the claim goes stale.
    expect(await proveClaimAlive(submitId, 1, 'worker-a')).toBe(true);
    const after = await tryClaimSubmission(submitId, 1, 'worker-b', freshOnly());
    expect(after.outcome === 'held' && after.heartbeatAt).toBeGreaterThan(heartbeatAt);
  });

  it('says there is nothing to judge for a finished round, another round or no submission', async () => {
    const submission = await pending();
    const { submitId } = submission;
    await tryClaimSubmission(submitId, 1, 'worker-a', freshOnly());
    expect(await finishSubmission(submission, 'worker-a', accepted(submitId), undefined)).toBe('finished');
    expect(await tryClaimSubmission(submitId, 1, 'worker-b', freshOnly())).toEqual({ outcome: 'nothing' });
    expect(await tryClaimSubmission(submitId, 2, 'worker-b', freshOnly())).toEqual({ outcome: 'nothing' });
    expect(await tryClaimSubmission(987_654_321, 1, 'worker-b', freshOnly())).toEqual({ outcome: 'nothing' });
  });

  it('is taken over once its holder missed two heartbeats, and the old holder can then write nothing, so the verdict counts once', async () => {
    const submission = await pending();
    const { submitId, uid } = submission;
    const lastBeat = Date.now() - judgeClaimStaleAfterMs - 1;
    await tryClaimSubmission(submitId, 1, 'worker-that-died', freshOnly(), lastBeat);
    const takeover = await tryClaimSubmission(submitId, 1, 'worker-b', freshOnly());
    expect(takeover).toMatchObject({ outcome: 'claimed', claimed: { judger: 'worker-b' } });

    // The old holder was only stalled: every write it makes now is refused.
    expect(await proveClaimAlive(submitId, 1, 'worker-that-died')).toBe(false);
    expect(await reportJudging(submitId, 1, 'worker-that-died', judgeStatus.judging)).toBe(false);
    expect(await finishSubmission(submission, 'worker-that-died', accepted(submitId), undefined)).toBe(
      'superseded',
    );
    expect(await finishSubmission(submission, 'worker-b', accepted(submitId), undefined)).toBe('finished');

    expect(await getSubmission(submitId, true)).toMatchObject({
      status: judgeStatus.accepted,
      judger: 'worker-b',
    });
    const { Item: stats } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: userStatsKey(uid), ConsistentRead: true }),
    );
    expect(stats).toMatchObject({ submitted: 1, accepted: 1 });
  });
});
