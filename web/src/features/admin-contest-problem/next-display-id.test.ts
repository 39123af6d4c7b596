import { describe, expect, it } from 'vitest';
import { nextDisplayId } from './next-display-id';

describe('the offered display id', () => {
  it('is the next letter after the contest problems', () => {
    expect(nextDisplayId([], 0)).toBe('A');
    expect(nextDisplayId(['A', 'B'], 2)).toBe('C');
  });

  it('skips an id already taken, in any case', () => {
    expect(nextDisplayId(['a', 'C'], 1)).toBe('B');
    expect(nextDisplayId(['A', 'C'], 2)).toBe('D');
  });

  it('goes on with numbered letters after Z', () => {
    expect(nextDisplayId([], 26)).toBe('A1');
  });
});
