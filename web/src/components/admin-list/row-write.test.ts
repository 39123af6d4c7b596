import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../../lib/toast-store';
import { fakeMutation } from './test-mutation';
import { pendingRow, writeThenSay } from './row-write';

describe('a row write', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('names the row whose write is on its way, and none while nothing is', () => {
    expect(pendingRow(fakeMutation({ id: 7, on: true }).mutation, (body) => body.id)).toBe(7);
    expect(pendingRow(fakeMutation<{ id: number }>().mutation, (body) => body.id)).toBeNull();
  });

  it('says it is done only once the server has agreed, then runs what comes after', () => {
    const write = fakeMutation<{ id: number }>();
    const after = vi.fn();
    writeThenSay(write.mutation, { id: 3 }, 'The row is hidden', after);
    expect(write.calls).toEqual([{ id: 3 }]);
    expect(currentToasts().some((toast) => toast.text === 'The row is hidden')).toBe(false);
    expect(after).not.toHaveBeenCalled();
    write.serverAgrees();
    expect(currentToasts()).toContainEqual(
      expect.objectContaining({ tone: 'success', text: 'The row is hidden' }),
    );
    expect(after).toHaveBeenCalledOnce();
  });
});
