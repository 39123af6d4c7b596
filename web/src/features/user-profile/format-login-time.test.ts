import { describe, expect, it } from 'vitest';
import { formatLoginTime } from './format-login-time';

describe('the login time', () => {
  it('shows date, hours and minutes in local time', () => {
    const local = new Date(2025, 0, 5, 7, 3);
    expect(formatLoginTime(local.toISOString())).toBe('2025-01-05 07:03');
  });

  it('keeps text it cannot read', () => {
    expect(formatLoginTime('soon')).toBe('soon');
  });
});
