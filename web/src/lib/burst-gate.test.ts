import { afterEach, describe, expect, it, vi } from 'vitest';
import { burstGate } from './burst-gate';

describe('a burst gate', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task once for triggers that arrive while it runs and just after', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => undefined;
    const trigger = burstGate(() => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    }, 2000);
    trigger();
    trigger();
    trigger();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    trigger();
    await vi.advanceTimersByTimeAsync(1999);
    trigger();
    expect(runs).toBe(1);
  });

  it('runs again for a later burst, also after a failed run', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const trigger = burstGate(() => {
      runs += 1;
      return Promise.reject(new Error('refused'));
    }, 2000);
    trigger();
    await vi.advanceTimersByTimeAsync(2001);
    trigger();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
  });
});
