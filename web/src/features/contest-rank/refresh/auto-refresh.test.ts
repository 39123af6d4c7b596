import { describe, expect, it } from 'vitest';
import { autoRefreshAfter, initialAutoRefresh } from './auto-refresh';

describe('the board auto refresh switch', () => {
  it('is on while the contest runs and off, locked, once it has ended', () => {
    expect(initialAutoRefresh('running')).toEqual({ phase: 'running', on: true, locked: false });
    expect(initialAutoRefresh('ended')).toEqual({ phase: 'ended', on: false, locked: true });
    expect(initialAutoRefresh('scheduled')).toEqual({ phase: 'scheduled', on: false, locked: false });
  });

  it('turns off and locks when the contest ends while the board is open', () => {
    const running = autoRefreshAfter(initialAutoRefresh('running'), { type: 'toggle', on: true });
    expect(autoRefreshAfter(running, { type: 'phase', phase: 'ended' })).toEqual({
      phase: 'ended',
      on: false,
      locked: true,
    });
  });

  it('cannot be turned on once locked', () => {
    const ended = initialAutoRefresh('ended');
    expect(autoRefreshAfter(ended, { type: 'toggle', on: true })).toEqual(ended);
  });

  it('turns off after a load error, and the viewer may turn it on again', () => {
    const failed = autoRefreshAfter(initialAutoRefresh('running'), { type: 'load-failed' });
    expect(failed.on).toBe(false);
    expect(autoRefreshAfter(failed, { type: 'toggle', on: true }).on).toBe(true);
  });

  it("keeps the viewer's choice while the phase stays the same", () => {
    const off = autoRefreshAfter(initialAutoRefresh('running'), { type: 'toggle', on: false });
    expect(autoRefreshAfter(off, { type: 'phase', phase: 'running' })).toEqual(off);
  });

  it('turns on when the contest starts while the board is open', () => {
    const scheduled = initialAutoRefresh('scheduled');
    expect(autoRefreshAfter(scheduled, { type: 'phase', phase: 'running' }).on).toBe(true);
  });
});
