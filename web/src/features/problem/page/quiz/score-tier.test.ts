import { describe, expect, it } from 'vitest';
import { pickLine, scoreTier } from './score-tier';

describe('quiz score tiers', () => {
  it('names the tiers 100, 80+, 60+, 1–59 and 0', () => {
    expect(scoreTier(100)).toBe('perfect');
    expect(scoreTier(80)).toBe('great');
    expect(scoreTier(99)).toBe('great');
    expect(scoreTier(60)).toBe('pass');
    expect(scoreTier(79)).toBe('pass');
    expect(scoreTier(59)).toBe('low');
    expect(scoreTier(1)).toBe('low');
    expect(scoreTier(0)).toBe('zero');
  });

  it('picks a line of the list at random', () => {
    expect(pickLine(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickLine(['a', 'b', 'c'], () => 0.99)).toBe('c');
    expect(pickLine([], () => 0.5)).toBe('');
  });
});
