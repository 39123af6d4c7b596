import { describe, expect, it } from 'vitest';
import { categoryKind, categoryNameProblem } from './category-kind';

describe('a training category', () => {
  it('is a course pack, hidden or general by the prefix of its name', () => {
    expect(categoryKind('课包-入门')).toBe('pack');
    expect(categoryKind('隐藏-教师')).toBe('hidden');
    expect(categoryKind('数据结构')).toBe('general');
  });

  it('needs a name of at most 64 characters', () => {
    expect(categoryNameProblem('  ')).toEqual({ key: 'admin-training-category.nameRequired' });
    expect(categoryNameProblem('x'.repeat(65))).toEqual({
      key: 'admin-training-category.nameTooLong',
      params: { max: 64 },
    });
    expect(categoryNameProblem('DP')).toBeNull();
  });
});
