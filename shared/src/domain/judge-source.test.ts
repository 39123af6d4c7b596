import { describe, expect, it } from 'vitest';
import { judgeSourceFilter, normalizeJudgeSource } from './judge-source';

describe('judge sources', () => {
  it('reads Mine, in any letter case and with spaces around it, as this site (ME)', () => {
    expect(normalizeJudgeSource('Mine')).toBe('ME');
    expect(normalizeJudgeSource(' mine ')).toBe('ME');
    expect(normalizeJudgeSource('MINE')).toBe('ME');
  });

  it('upper-cases every other source and keeps it', () => {
    expect(normalizeJudgeSource('hdu')).toBe('HDU');
    expect(normalizeJudgeSource('me')).toBe('ME');
    expect(normalizeJudgeSource('All')).toBe('ALL');
  });

  it('lets an absent, empty or ALL filter keep every source', () => {
    expect(judgeSourceFilter(undefined)).toBeUndefined();
    expect(judgeSourceFilter('')).toBeUndefined();
    expect(judgeSourceFilter('  ')).toBeUndefined();
    expect(judgeSourceFilter('all')).toBeUndefined();
    expect(judgeSourceFilter('Mine')).toBe('ME');
    expect(judgeSourceFilter('cf')).toBe('CF');
  });
});
