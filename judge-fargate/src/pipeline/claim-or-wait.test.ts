import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { judgeClaimStaleAfterMs } from '@oj/shared';
import type { ClaimAttempt } from '@oj/functions/judging';
import { claimOrWait } from './claim-or-wait';

/**
 * A claim held by a worker whose last heartbeat was at `heartbeatAt`, claimable once it is stale,
 * or found done from `doneAt` on; records when each try was made.
 */
function claimHeldSince(heartbeatAt: number, doneAt = Infinity) {
  const triedAt: number[] = [];
  const tryClaim = async (staleBefore: number): Promise<ClaimAttempt<string>> => {
    triedAt.push(Date.now());
    if (Date.now() >= doneAt) return { outcome: 'nothing' };
    return heartbeatAt < staleBefore
      ? { outcome: 'claimed', claimed: 'the submission' }
      : { outcome: 'held', holder: 'worker-a', heartbeatAt };
  };
  return { tryClaim, triedAt };
}

const log = () => undefined;
const notHandedBack = () => new AbortController().signal;

beforeEach(() => {
  vi.useFakeTimers({ now: 100_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('claiming the work of a message', () => {
  it('claims at once what nobody holds', async () => {
    const claim = await claimOrWait(
      async () => ({ outcome: 'claimed', claimed: 'it' }),
      notHandedBack(),
      log,
      {},
    );
    expect(claim).toBe('it');
  });

  it('waits while a dead worker’s claim is fresh and takes it over the moment it goes stale', async () => {
    // The holder's last heartbeat was 15 s ago: stale 5 s from now.
    const held = claimHeldSince(Date.now() - 15_000);
    const claiming = claimOrWait(held.tryClaim, notHandedBack(), log, {});
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await claiming).toBe('the submission');
    const staleAt = 100_000 - 15_000 + judgeClaimStaleAfterMs;
    // Looks after 1, 2 s, then at the moment it goes stale (plus 100 ms of margin).
    expect(held.triedAt).toEqual([100_000, 101_000, 103_000, staleAt + 100]);
  });

  it('drops a duplicate copy once the live holder has finished, without waiting for a claim that never goes stale', async () => {
    // The holder keeps proving itself alive, and lands its verdict 6 s from now.
    const held = claimHeldSince(Date.now(), Date.now() + 6_000);
    const claiming = claimOrWait(
      async (staleBefore) => {
        const attempt = await held.tryClaim(staleBefore);
        return attempt.outcome === 'held' ? { ...attempt, heartbeatAt: Date.now() } : attempt;
      },
      notHandedBack(),
      log,
      {},
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await claiming).toBeUndefined();
    expect(held.triedAt).toEqual([100_000, 101_000, 103_000, 107_000]);
  });

  it('gives up waiting when the stopping worker handed the message back', async () => {
    const held = claimHeldSince(Date.now());
    const handBack = new AbortController();
    const claiming = claimOrWait(held.tryClaim, handBack.signal, log, {});
    await vi.advanceTimersByTimeAsync(1_500);
    handBack.abort();
    expect(await claiming).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(held.triedAt).toEqual([100_000, 101_000]);
  });
});
