import { describe, expect, it } from 'vitest';
import { formatSubmitTime } from './format-submit-time';

describe('submit times', () => {
  it('shows UTC shifted by plus 8 hours', () => {
    expect(formatSubmitTime('2025-03-01T20:15:30.123Z')).toBe('2025-03-02 04:15:30');
  });

  it('leaves an unreadable time as it is', () => {
    expect(formatSubmitTime('soon')).toBe('soon');
  });
});
