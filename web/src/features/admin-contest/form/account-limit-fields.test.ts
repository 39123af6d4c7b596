import { describe, expect, it } from 'vitest';
import {
  accountLimitExamples,
  accountLimitFieldsOf,
  accountLimitProblem,
  defaultAccountLimitFields,
  toAccountLimitRule,
} from './account-limit-fields';

describe('the account limit fields', () => {
  it('start from the spec default range 0 to 10', () => {
    expect(accountLimitFieldsOf('')).toEqual(defaultAccountLimitFields);
    expect(accountLimitProblem(defaultAccountLimitFields)).toBeNull();
  });

  it('write the tagged rule and read it back', () => {
    const fields = { prefix: 'team', suffix: '_a', start: '1', end: '40', extra: 'guest1,guest2' };
    const rule = toAccountLimitRule(fields);
    expect(rule).toBe(
      '<prefix>team</prefix><suffix>_a</suffix><start>1</start><end>40</end><extra>guest1,guest2</extra>',
    );
    expect(accountLimitFieldsOf(rule)).toEqual(fields);
    expect(accountLimitExamples(fields)).toEqual(['team1_a', 'team40_a', 'guest1', 'guest2']);
  });

  it('say what is wrong: a range running backwards, half a range, or nobody let in', () => {
    const base = { ...defaultAccountLimitFields };
    expect(accountLimitProblem({ ...base, start: '9', end: '3' })).toEqual({
      key: 'limitStartAfterEnd',
      params: { start: 9, end: 3 },
    });
    expect(accountLimitProblem({ ...base, end: '' })).toEqual({ key: 'limitRangeNotNumbers' });
    expect(accountLimitProblem({ ...base, start: '', end: '' })).toEqual({ key: 'limitNobody' });
    expect(accountLimitProblem({ ...base, start: '', end: '', extra: 'judge' })).toBeNull();
  });
});
