import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { byJudgeClaimHolder, claimJudgeWork, liveJudgeClaimOf } from './judge-claim';
import type { RefusedItem } from './claim-attempt';

const staleBefore = 100_000;

/** An item in the wire form a refused condition answers. */
function refused(status: number, heartbeatAt?: number, judger = 'worker-a'): RefusedItem {
  return {
    status: { N: String(status) },
    judger: { S: judger },
    ...(heartbeatAt === undefined ? {} : { heartbeatAt: { N: String(heartbeatAt) } }),
  };
}

describe('the live claim a refused claim met', () => {
  it('is the holder and its last heartbeat while the work is compiling or judging and the heartbeat is fresh', () => {
    expect(liveJudgeClaimOf(refused(judgeStatus.compiling, staleBefore + 5), staleBefore)).toEqual({
      holder: 'worker-a',
      heartbeatAt: staleBefore + 5,
    });
    expect(liveJudgeClaimOf(refused(judgeStatus.judging, staleBefore), staleBefore)).toEqual({
      holder: 'worker-a',
      heartbeatAt: staleBefore,
    });
  });

  it('is none when the work has its result, waits, or was never there: nothing to wait for', () => {
    expect(liveJudgeClaimOf(refused(judgeStatus.accepted, staleBefore + 5), staleBefore)).toBeUndefined();
    expect(liveJudgeClaimOf(refused(judgeStatus.systemError, staleBefore + 5), staleBefore)).toBeUndefined();
    expect(liveJudgeClaimOf(refused(judgeStatus.pending), staleBefore)).toBeUndefined();
    expect(liveJudgeClaimOf(undefined, staleBefore)).toBeUndefined();
  });

  it('is none when the heartbeat is already stale, so a claim refused for another reason (an expired run) is never waited on forever', () => {
    expect(liveJudgeClaimOf(refused(judgeStatus.compiling, staleBefore - 1), staleBefore)).toBeUndefined();
    expect(liveJudgeClaimOf(refused(judgeStatus.compiling), staleBefore)).toBeUndefined();
  });
});

describe('the writes of a judge claim', () => {
  const term = { condition: '#round = :round', names: { '#round': 'round' }, values: { ':round': 2 } };

  it('claims what waits or what a stale holder held, with the item’s own term in front', () => {
    const write = claimJudgeWork('worker-b', staleBefore, staleBefore + 20_000, term);
    expect(write.ConditionExpression).toBe(
      '#round = :round AND (#status = :pending OR ((#status = :compiling OR #status = :judging) AND heartbeatAt < :stale))',
    );
    expect(write.UpdateExpression).toBe('SET #status = :compiling, judger = :judger, heartbeatAt = :now');
    expect(write.ExpressionAttributeNames).toEqual({ '#status': 'status', '#round': 'round' });
    expect(write.ExpressionAttributeValues).toMatchObject({
      ':round': 2,
      ':judger': 'worker-b',
      ':stale': staleBefore,
      ':now': staleBefore + 20_000,
    });
  });

  it('lets only the holder write, and only while the work is being judged', () => {
    const write = byJudgeClaimHolder('worker-b', 'SET heartbeatAt = :now', { ':now': 1 });
    expect(write.ConditionExpression).toBe(
      'judger = :judger AND (#status = :compiling OR #status = :judging)',
    );
    expect(write.ExpressionAttributeNames).toEqual({ '#status': 'status' });
    expect(write.ExpressionAttributeValues).toEqual({
      ':now': 1,
      ':judger': 'worker-b',
      ':compiling': judgeStatus.compiling,
      ':judging': judgeStatus.judging,
    });
  });
});
