import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepBeating } from './heartbeat';

/** A beat that records when it started and resolves when the test says so (or at once). */
function recordingBeat(options: { takesMs?: number; failsFirst?: number } = {}) {
  const startedAt: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let failuresLeft = options.failsFirst ?? 0;
  const beat = async () => {
    startedAt.push(Date.now());
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      if (options.takesMs) await new Promise((resolve) => setTimeout(resolve, options.takesMs));
      if (failuresLeft > 0) {
        failuresLeft--;
        throw new Error('the queue did not answer');
      }
    } finally {
      inFlight--;
    }
  };
  return { beat, startedAt, mostInFlight: () => mostInFlight, inFlight: () => inFlight };
}

/**
 * The clock moves on by `ms` while no timer runs, as when a long synchronous step holds the event
 * loop: the timers that came due meanwhile fire late, at the time they were already due.
 */
function blockLoop(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a heartbeat', () => {
  it('beats every interval while the work runs, the first one interval after the start', async () => {
    const { beat, startedAt } = recordingBeat();
    const heartbeat = keepBeating({ everyMs: 10_000, beat, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(35_000);
    expect(startedAt).toEqual([10_000, 20_000, 30_000]);
    await heartbeat.stop();
  });

  it('beats no more once stopped', async () => {
    const { beat, startedAt } = recordingBeat();
    const heartbeat = keepBeating({ everyMs: 10_000, beat, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(15_000);
    await heartbeat.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(startedAt).toEqual([10_000]);
  });

  it('resolves its stop only once the beat in flight has ended, so nothing the caller does next is overtaken', async () => {
    const { beat, inFlight } = recordingBeat({ takesMs: 3_000 });
    const heartbeat = keepBeating({ everyMs: 10_000, beat, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(11_000);
    expect(inFlight()).toBe(1);
    let stopped = false;
    const stopping = heartbeat.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await stopping;
    expect(inFlight()).toBe(0);
  });

  it('never sends two beats at once when one takes longer than the interval', async () => {
    const slow = recordingBeat({ takesMs: 25_000 });
    const heartbeat = keepBeating({ everyMs: 10_000, beat: slow.beat, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(slow.mostInFlight()).toBe(1);
    // Each slow beat is followed at once (within a timer's millisecond) by the next, due while it ran.
    const gaps = slow.startedAt.slice(1).map((at, index) => at - (slow.startedAt[index] as number));
    expect(slow.startedAt[0]).toBe(10_000);
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap - 25_000).toBeLessThanOrEqual(2);
    const stopping = heartbeat.stop();
    await vi.advanceTimersByTimeAsync(25_000);
    await stopping;
  });

  it('beats once after the event loop stood still, and keeps its rhythm from that beat without a burst to catch up', async () => {
    const { beat, startedAt } = recordingBeat();
    const heartbeat = keepBeating({ everyMs: 10_000, beat, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(5_000);
    // The loop stands still for 40 s: the beat due at 10 s runs when the loop is free again, at 50 s.
    blockLoop(40_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(startedAt).toEqual([50_000]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(startedAt).toEqual([50_000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(startedAt).toEqual([50_000, 60_000]);
    await heartbeat.stop();
  });

  it('reports a failed beat and tries again on time', async () => {
    const { beat, startedAt } = recordingBeat({ failsFirst: 2 });
    const errors: unknown[] = [];
    const heartbeat = keepBeating({ everyMs: 10_000, beat, onError: (error) => errors.push(error) });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(startedAt).toEqual([10_000, 20_000, 30_000]);
    expect(errors.map(String)).toEqual([
      'Error: the queue did not answer',
      'Error: the queue did not answer',
    ]);
    await heartbeat.stop();
  });
});
