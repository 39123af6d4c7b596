import { describe, expect, it } from 'vitest';
import { accountLimitAllows, parseAccountLimitRule, type AccountLimitRule } from './account-limit-rule';

function ruleOf(text: string): AccountLimitRule {
  const parsed = parseAccountLimitRule(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.rule;
}

describe('parseAccountLimitRule', () => {
  it('reads every tag of the tagged string', () => {
    expect(
      ruleOf(
        '<prefix>team</prefix><suffix>_a</suffix><start>1</start><end>40</end><extra>guest1, guest2\nguest3</extra>',
      ),
    ).toEqual({
      prefix: 'team',
      suffix: '_a',
      range: { start: 1, end: 40 },
      extra: ['guest1', 'guest2', 'guest3'],
    });
  });

  it('counts a missing tag as empty', () => {
    expect(ruleOf('<extra>only</extra>')).toEqual({ prefix: '', suffix: '', range: null, extra: ['only'] });
  });

  it.each([
    ['a start after the end', '<start>9</start><end>3</end>', 'start 9 is after end 3'],
    ['a start without an end', '<start>1</start>', 'both be whole numbers'],
    ['a start that is not a number', '<start>x</start><end>3</end>', 'both be whole numbers'],
    ['a negative end', '<start>1</start><end>-3</end>', 'both be whole numbers'],
    ['neither a range nor names', '<prefix>team</prefix>', 'lets nobody in'],
    ['an empty string', '', 'lets nobody in'],
  ])('refuses %s, saying why', (_case, text, problem) => {
    const parsed = parseAccountLimitRule(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toContain(problem);
  });

  it('says why in a reason a caller can translate', () => {
    expect(parseAccountLimitRule('<start>9</start><end>3</end>')).toMatchObject({
      reason: 'startAfterEnd',
      start: 9,
      end: 3,
    });
    expect(parseAccountLimitRule('<start>1</start>')).toMatchObject({ reason: 'rangeNotNumbers' });
    expect(parseAccountLimitRule('')).toMatchObject({ reason: 'nobodyAllowed' });
  });

  it('accepts a range of one number', () => {
    expect(ruleOf('<start>5</start><end>5</end>').range).toEqual({ start: 5, end: 5 });
  });
});

describe('accountLimitAllows', () => {
  const rule = ruleOf(
    '<prefix>team</prefix><suffix>_a</suffix><start>1</start><end>40</end><extra>guest</extra>',
  );

  it.each([
    ['team1_a', true],
    ['team40_a', true],
    ['team007_a', true],
    ['team41_a', false],
    ['team0_a', false],
    ['team_a', false],
    ['teamx_a', false],
    ['team1', false],
    ['guest', true],
    ['guest2', false],
  ])('answers %s: %s', (username, allowed) => {
    expect(accountLimitAllows(rule, username)).toBe(allowed);
  });

  it('lets only the extra names in when there is no range', () => {
    const names = ruleOf('<prefix>team</prefix><extra>a,b</extra>');
    expect(accountLimitAllows(names, 'b')).toBe(true);
    expect(accountLimitAllows(names, 'team1')).toBe(false);
  });
});
