import { describe, expect, it } from 'vitest';
import { defaultTitleColor, safeTitleColor } from './title-color';

describe('the title tag colour', () => {
  it('keeps hex colours and colour names', () => {
    expect(safeTitleColor('#ff8800')).toBe('#ff8800');
    expect(safeTitleColor('#f80')).toBe('#f80');
    expect(safeTitleColor(' orange ')).toBe('orange');
  });

  it('falls back to grey for anything else', () => {
    expect(safeTitleColor(null)).toBe(defaultTitleColor);
    expect(safeTitleColor('')).toBe(defaultTitleColor);
    expect(safeTitleColor('red; background:url(x)')).toBe(defaultTitleColor);
    expect(safeTitleColor('url(javascript:alert(1))')).toBe(defaultTitleColor);
  });
});
