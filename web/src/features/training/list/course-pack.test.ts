import { describe, expect, it } from 'vitest';
import { categoriesOfMode, listedCategoryId, packLabel, solvedNeeded } from './course-pack';

const categories = [
  { id: 1, name: '课包-入门' },
  { id: 2, name: '数据结构' },
  { id: 3, name: '课包-提高' },
];

describe('course packs', () => {
  it('splits the categories into course packs and general ones by the 课包- prefix', () => {
    expect(categoriesOfMode(categories, true).map((c) => c.id)).toEqual([1, 3]);
    expect(categoriesOfMode(categories, false).map((c) => c.id)).toEqual([2]);
    expect(packLabel('课包-入门')).toBe('入门');
    expect(packLabel('数据结构')).toBe('数据结构');
  });

  it('asks for 80 % of the previous training’s problems, rounded up, and at least one', () => {
    expect(solvedNeeded(5)).toBe(4);
    expect(solvedNeeded(10)).toBe(8);
    expect(solvedNeeded(3)).toBe(3);
    expect(solvedNeeded(1)).toBe(1);
    expect(solvedNeeded(0)).toBe(1);
  });

  it('lists one pack at a time in pack mode, the first when none or a foreign one is chosen', () => {
    const packs = categoriesOfMode(categories, true);
    expect(listedCategoryId('pack', null, packs)).toBe(1);
    expect(listedCategoryId('pack', 3, packs)).toBe(3);
    expect(listedCategoryId('pack', 2, packs)).toBe(1);
    expect(listedCategoryId('pack', null, [])).toBeNull();
    expect(listedCategoryId('general', null, packs)).toBeNull();
    expect(listedCategoryId('general', 2, packs)).toBe(2);
  });
});
