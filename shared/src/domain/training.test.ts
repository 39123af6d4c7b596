import { describe, expect, it } from 'vitest';
import { isCoursePackCategory, isHiddenCategory, trainingCoinsOf } from './training';

describe('training categories and rewards', () => {
  it('tells course packs and hidden categories by their name prefixes', () => {
    expect(isCoursePackCategory('课包-入门')).toBe(true);
    expect(isCoursePackCategory('入门')).toBe(false);
    expect(isHiddenCategory('隐藏-草稿')).toBe(true);
    expect(isHiddenCategory(undefined)).toBe(false);
  });

  it('reads a reward of 0 to 20 coins in steps of 5 and nothing else', () => {
    expect(trainingCoinsOf('15')).toBe(15);
    expect(trainingCoinsOf(0)).toBe(0);
    expect(trainingCoinsOf('7')).toBeUndefined();
    expect(trainingCoinsOf('25')).toBeUndefined();
    expect(trainingCoinsOf('a training about loops')).toBeUndefined();
  });
});
