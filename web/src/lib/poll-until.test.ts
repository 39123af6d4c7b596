import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollUntil, refetchWhile, type PollOptions } from './poll-until';

/** A judge status stands for any value: 0 is final here, anything else is still on its way. */
const keepPollingSubmission = (status: number) => status !== 0;
const submissionPollMs = 2000;

/** Polls a judge status every 2 s with nobody listening and nothing to stop it, unless a test says so. */
function pollStatus(read: () => Promise<number>, options: Partial<PollOptions<number>> = {}) {
  return pollUntil({
    read,
    keepGoing: keepPollingSubmission,
    intervalMs: submissionPollMs,
    onValue: () => undefined,
    signal: new AbortController().signal,
    ...options,
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('polling until a final status', () => {
  it('reads every interval until the value is final', async () => {
    const statuses = [5, 6, 7, 0];
    const read = vi.fn(async () => statuses.shift() as number);
    const seen: number[] = [];
    const done = pollStatus(read, { onValue: (status) => seen.push(status) });
    await vi.advanceTimersByTimeAsync(1999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(done).resolves.toBe(0);
    expect(seen).toEqual([5, 6, 7, 0]);
  });

  it('stops when a read fails', async () => {
    const read = vi.fn().mockResolvedValueOnce(5).mockRejectedValueOnce(new Error('network'));
    const done = pollStatus(read);
    const failure = expect(done).rejects.toThrow('network');
    await vi.advanceTimersByTimeAsync(2000);
    await failure;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('stops quietly when the page is left', async () => {
    const controller = new AbortController();
    const read = vi.fn(async () => 5);
    const done = pollStatus(read, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(done).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('waits one interval before the first read when asked to', async () => {
    const read = vi.fn(async () => 0);
    const done = pollStatus(read, { waitFirst: true });
    await vi.advanceTimersByTimeAsync(1999);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(0);
  });

  it('gives up after the most reads it was allowed, with the last value', async () => {
    const read = vi.fn(async () => 5);
    const done = pollStatus(read, { intervalMs: 1000, maxReads: 3 });
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(done).resolves.toBe(5);
    expect(read).toHaveBeenCalledTimes(3);
  });
});

describe('refetchWhile', () => {
  const state = (data: number | undefined, error: unknown = null) => ({ state: { data, error } });
  const everyTwoSeconds = refetchWhile((status: number) => status !== 0, 2000);

  it('reads again while the data is not final', () => expect(everyTwoSeconds(state(5))).toBe(2000));
  it('stops once the data is final', () => expect(everyTwoSeconds(state(0))).toBe(false));
  it('stops after a failed read', () => expect(everyTwoSeconds(state(5, new Error('down')))).toBe(false));
  it('waits for the first answer', () => expect(everyTwoSeconds(state(undefined))).toBe(false));
});
