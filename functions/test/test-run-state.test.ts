import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { judgeClaimStaleAfterMs, judgeStatus } from '@oj/shared';
import { useLocalStack } from './local-stack';
import { getTestRun, putTestRun } from '../src/data/test-runs/test-run-store';
import {
  failTestRun,
  finishTestRun,
  proveTestRunClaimAlive,
  releaseTestRun,
  tryClaimTestRun,
  type TestRunResult,
} from '../src/data/test-runs/test-run-state';
import { expiresAfter } from '../src/data/ttl';

/* The claim a judge worker holds on an Online Test, and its takeover when the worker dies. */

beforeAll(() => {
  useLocalStack();
});

async function pendingRun(expiresAt = expiresAfter(3600)): Promise<string> {
  const key = randomUUID();
  await putTestRun({
    key,
    uid: 'claim-test',
    pid: 987_002,
    language: 'C',
    code: 'int main(){}',
    userInput: '1 2\n',
    expectedOutput: '3\n',
    status: judgeStatus.pending,
    timeMs: null,
    memoryKb: null,
    userOutput: null,
    stderr: null,
    expiresAt,
  });
  return key;
}

const accepted = (userOutput: string): TestRunResult => ({
  status: judgeStatus.accepted,
  timeMs: 1,
  memoryKb: 100,
  userOutput,
  stderr: null,
});

const freshOnly = () => Date.now() - judgeClaimStaleAfterMs;

describe('an Online Test’s claim', () => {
  it('is held by one worker: a second learns who holds it and when its holder last beat', async () => {
    const key = await pendingRun();
    const heartbeatAt = Date.now() - 5_000;
    const first = await tryClaimTestRun(key, 'worker-a', freshOnly(), heartbeatAt);
    expect(first).toMatchObject({
      outcome: 'claimed',
      claimed: { key, status: judgeStatus.compiling, judger: 'worker-a', userInput: '1 2\n' },
    });
    expect(await tryClaimTestRun(key, 'worker-b', freshOnly())).toEqual({
      outcome: 'held',
      holder: 'worker-a',
      heartbeatAt,
    });
    // A heartbeat moves the moment the claim goes stale; another worker's is refused.
    expect(await proveTestRunClaimAlive(key, 'worker-b')).toBe(false);
    expect(await proveTestRunClaimAlive(key, 'worker-a')).toBe(true);
    const after = await tryClaimTestRun(key, 'worker-b', freshOnly());
    expect(after.outcome === 'held' && after.heartbeatAt).toBeGreaterThan(heartbeatAt);
  });

  it('says there is nothing to run for an answered run, an expired one or no run', async () => {
    const answered = await pendingRun();
    await tryClaimTestRun(answered, 'worker-a', freshOnly());
    expect(await finishTestRun(answered, 'worker-a', accepted('3\n'))).toBe(true);
    expect(await tryClaimTestRun(answered, 'worker-b', freshOnly())).toEqual({ outcome: 'nothing' });

    const expired = await pendingRun(Math.floor(Date.now() / 1000) - 1);
    expect(await tryClaimTestRun(expired, 'worker-b', freshOnly())).toEqual({ outcome: 'nothing' });
    expect(await tryClaimTestRun(randomUUID(), 'worker-b', freshOnly())).toEqual({ outcome: 'nothing' });
  });

  it('is taken over once its holder missed two heartbeats, and the old holder can then write nothing, so the result is written once', async () => {
    const key = await pendingRun();
    await tryClaimTestRun(key, 'worker-that-died', freshOnly(), Date.now() - judgeClaimStaleAfterMs - 1);
    expect(await tryClaimTestRun(key, 'worker-b', freshOnly())).toMatchObject({
      outcome: 'claimed',
      claimed: { judger: 'worker-b' },
    });

    // The old holder was only stalled: every write it makes now is refused.
    expect(await proveTestRunClaimAlive(key, 'worker-that-died')).toBe(false);
    expect(await finishTestRun(key, 'worker-that-died', accepted('from the stalled worker\n'))).toBe(false);
    expect(await releaseTestRun(key, 'worker-that-died')).toBe(false);
    expect(await finishTestRun(key, 'worker-b', accepted('3\n'))).toBe(true);
    expect(await finishTestRun(key, 'worker-b', accepted('again\n'))).toBe(false);

    expect(await getTestRun(key, true)).toMatchObject({
      status: judgeStatus.accepted,
      judger: 'worker-b',
      userOutput: '3\n',
    });
  });

  it('is handed back by its holder after a failure, and the next delivery claims it at once', async () => {
    const key = await pendingRun();
    await tryClaimTestRun(key, 'worker-a', freshOnly());
    expect(await releaseTestRun(key, 'worker-a')).toBe(true);
    expect(await getTestRun(key, true)).toMatchObject({ status: judgeStatus.pending });
    expect(await tryClaimTestRun(key, 'worker-b', freshOnly())).toMatchObject({
      outcome: 'claimed',
      claimed: { judger: 'worker-b' },
    });
  });

  it('ends as System Error when its message is dead-lettered, whoever holds it, but never over a result', async () => {
    const held = await pendingRun();
    await tryClaimTestRun(held, 'worker-a', freshOnly());
    expect(await failTestRun(held, 'Judging failed after repeated attempts.')).toBe(true);
    expect(await getTestRun(held, true)).toMatchObject({
      status: judgeStatus.systemError,
      stderr: 'Judging failed after repeated attempts.',
    });
    expect(await finishTestRun(held, 'worker-a', accepted('3\n'))).toBe(false);

    const answered = await pendingRun();
    await tryClaimTestRun(answered, 'worker-a', freshOnly());
    await finishTestRun(answered, 'worker-a', accepted('3\n'));
    expect(await failTestRun(answered, 'too late')).toBe(false);
    expect((await getTestRun(answered, true))?.status).toBe(judgeStatus.accepted);
  });
});
