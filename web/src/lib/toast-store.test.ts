import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, defaultToastMs, showToast } from './toast-store';

describe('toasts', () => {
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('show a message that is already on screen only once', () => {
    vi.useFakeTimers();
    const first = showToast('error', 'Network error');
    expect(showToast('error', 'Network error')).toBe(first);
    showToast('error', 'Network error');
    expect(currentToasts().filter((toast) => toast.text === 'Network error')).toHaveLength(1);
  });

  it('show the message again once the first one is gone', () => {
    vi.useFakeTimers();
    showToast('error', 'Not found');
    vi.advanceTimersByTime(defaultToastMs);
    showToast('error', 'Not found');
    expect(currentToasts().filter((toast) => toast.text === 'Not found')).toHaveLength(1);
  });

  it('keep different messages apart', () => {
    vi.useFakeTimers();
    showToast('error', 'One');
    showToast('warning', 'One');
    showToast('error', 'Two');
    expect(currentToasts()).toHaveLength(3);
  });
});
