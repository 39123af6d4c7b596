import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import { enUS } from './i18n/en-US';
import { zhCN } from './i18n/zh-CN';
import { judgeStatusStyle, judgeStatusStyles } from './judge-status-style';

describe('the judge status styles', () => {
  it('cover every status code of spec §3 exactly once', () => {
    const codes = judgeStatusStyles.map((style) => style.code).sort((a, b) => a - b);
    expect(codes).toEqual(Object.values(judgeStatus).sort((a, b) => a - b));
  });

  it('name each status in the catalogue', () => {
    for (const style of judgeStatusStyles) {
      expect(enUS.judgeStatus).toHaveProperty(style.nameKey);
      expect(zhCN.judgeStatus).toHaveProperty(style.nameKey);
    }
  });

  it('show accepted green and wrong answer red with their short codes', () => {
    expect(judgeStatusStyle(0)).toMatchObject({ short: 'AC', nameKey: 'accepted' });
    expect(judgeStatusStyle(0).tagClass).toContain('emerald');
    expect(judgeStatusStyle(-1)).toMatchObject({ short: 'WA' });
    expect(judgeStatusStyle(-1).tagClass).toContain('red');
  });

  it('fall back to a grey tag for an unknown code', () => {
    expect(judgeStatusStyle(42)).toMatchObject({ short: '42', nameKey: 'unknown' });
  });
});
