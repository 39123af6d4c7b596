import { describe, expect, it } from 'vitest';
import { contestRules } from '@oj/shared';
import { copyTitle } from './copy-title';

describe('copyTitle', () => {
  it('marks the title as a copy in the caller language', () => {
    expect(copyTitle('Spring cup', 'en-US')).toBe('Spring cup (copy)');
    expect(copyTitle('春季赛', 'zh-CN')).toBe('春季赛（副本）');
  });

  it('cuts a long title so that the marked copy stays within the limit', () => {
    const copy = copyTitle('x'.repeat(contestRules.titleMaxLength), 'en-US');
    expect(copy).toHaveLength(contestRules.titleMaxLength);
    expect(copy.endsWith(' (copy)')).toBe(true);
  });
});
