import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text';

describe('an unread badge', () => {
  it('draws nothing for none, the count up to 99, and 99+ beyond', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
