import { describe, expect, it } from 'vitest';
import { adminCreateContest, contestRules, type AdminContestBody, type StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { contestFieldsOf, defaultSealRankTime } from './contest-form';

const start = '2030-01-01T08:00:00.000Z';
const fiveHoursLater = '2030-01-01T13:00:00.000Z';

function bodyOf(fields: Record<string, unknown> = {}): AdminContestBody {
  return adminCreateContest.body.parse({
    title: 'Spring cup',
    type: 0,
    auth: 0,
    startTime: start,
    endTime: fiveHoursLater,
    ...fields,
  });
}

function refusalOf(run: () => unknown): { name: string; params: Record<string, unknown> } | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return { name: error.errorName, params: error.params };
    throw error;
  }
}

describe('contestFieldsOf', () => {
  it('computes the duration in seconds from the start and the end, ignoring a sent one', () => {
    expect(contestFieldsOf(bodyOf({ duration: 12 })).duration).toBe(5 * 3600);
  });

  it.each([
    ['an end before the start', { endTime: '2030-01-01T07:00:00.000Z' }, 'contestTimeOrder'],
    ['an end equal to the start', { endTime: start }, 'contestTimeOrder'],
    ['a private contest without a password', { auth: 1 }, 'contestPasswordMissing'],
    ['a protected contest with a blank password', { auth: 2, pwd: '   ' }, 'contestPasswordMissing'],
    [
      'a seal time before the start',
      { sealRank: true, sealRankTime: '2030-01-01T07:59:59.000Z' },
      'contestSealTimeOutside',
    ],
    [
      'a seal time after the end',
      { sealRank: true, sealRankTime: '2030-01-01T13:00:01.000Z' },
      'contestSealTimeOutside',
    ],
    [
      'two awards of the same priority',
      { awardType: 2, awardConfigList: [award(1, 3), award(1, 5)] },
      'contestAwardPriorityDuplicate',
    ],
    [
      'awards by proportion above 100 %',
      { awardType: 1, awardConfigList: [award(1, 60), award(2, 41)] },
      'contestAwardProportionOver',
    ],
    [
      'an account limit rule with its start after its end',
      { openAccountLimit: true, accountLimitRule: '<start>9</start><end>1</end>' },
      'contestAccountLimitStartAfterEnd',
    ],
    ['an open account limit without a rule', { openAccountLimit: true }, 'contestAccountLimitEmpty'],
    [
      'an account limit rule whose end is not a number',
      { openAccountLimit: true, accountLimitRule: '<start>1</start><end>x</end>' },
      'contestAccountLimitRangeInvalid',
    ],
  ])('refuses %s', (_case, fields, name) => {
    expect(refusalOf(() => contestFieldsOf(bodyOf(fields)))?.name).toBe(name);
  });

  it('names the sum of proportions', () => {
    expect(
      refusalOf(() =>
        contestFieldsOf(bodyOf({ awardType: 1, awardConfigList: [award(1, 70), award(2, 40)] })),
      )?.params,
    ).toEqual({ sum: 110 });
  });

  it('keeps a star user listed twice once, and every other name', () => {
    expect(
      contestFieldsOf(bodyOf({ starAccount: ['ann', 'bob', ' ann ', 'cat', 'bob'] })).starAccount,
    ).toEqual(['ann', 'bob', 'cat']);
  });

  it('trims star users and drops blank ones', () => {
    expect(contestFieldsOf(bodyOf({ starAccount: [' ann ', '', '  ', 'bob'] })).starAccount).toEqual([
      'ann',
      'bob',
    ]);
  });

  it('gives the default awards when none are sent, and sorts sent ones by priority', () => {
    expect(contestFieldsOf(bodyOf({ awardType: 1 })).awardConfigList).toEqual(contestRules.defaultAwards);
    const sent = contestFieldsOf(bodyOf({ awardType: 2, awardConfigList: [award(2, 5), award(1, 3)] }));
    expect(sent.awardConfigList.map((tier) => tier.priority)).toEqual([1, 2]);
  });

  it('accepts awards by number whose sum is above 100', () => {
    expect(
      contestFieldsOf(bodyOf({ awardType: 2, awardConfigList: [award(1, 80), award(2, 90)] })).awardType,
    ).toBe(2);
  });

  it('keeps the account limit rule as the tagged string when it is valid', () => {
    const rule = '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra></extra>';
    expect(contestFieldsOf(bodyOf({ openAccountLimit: true, accountLimitRule: rule })).accountLimitRule).toBe(
      rule,
    );
  });

  it('seals at the time sent when it lies within the contest, the bounds included', () => {
    expect(contestFieldsOf(bodyOf({ sealRank: true, sealRankTime: start })).sealRankTime).toBe(start);
    expect(contestFieldsOf(bodyOf({ sealRank: true, sealRankTime: fiveHoursLater })).sealRankTime).toBe(
      fiveHoursLater,
    );
  });

  it('stores no seal time when sealing is off', () => {
    expect(contestFieldsOf(bodyOf({ sealRank: false, sealRankTime: start })).sealRankTime).toBeNull();
  });

  it('refuses a change of the rule type on edit', () => {
    const previous = { type: 1 } as StoredContest;
    expect(refusalOf(() => contestFieldsOf(bodyOf({ type: 0 }), previous))?.name).toBe(
      'contestTypeUnchangeable',
    );
  });

  it("keeps a group contest's group on edit, and makes new contests the site's own", () => {
    expect(contestFieldsOf(bodyOf(), { type: 0, gid: 12 } as StoredContest).gid).toBe(12);
    expect(contestFieldsOf(bodyOf()).gid).toBeNull();
  });

  it('keeps no password for a public contest', () => {
    expect(contestFieldsOf(bodyOf({ auth: 0, pwd: 'secret' })).pwd).toBe('');
    expect(contestFieldsOf(bodyOf({ auth: 1, pwd: ' secret ' })).pwd).toBe('secret');
  });
});

describe('defaultSealRankTime', () => {
  it.each([
    ['an ACM contest of five hours: the last hour', 0, fiveHoursLater, '2030-01-01T12:00:00.000Z'],
    ['an OI contest: the whole contest', 1, fiveHoursLater, start],
    ['an ACM contest under an hour: the whole contest', 0, '2030-01-01T08:59:59.000Z', start],
    [
      'an ACM contest of exactly an hour: the last hour, from the start',
      0,
      '2030-01-01T09:00:00.000Z',
      start,
    ],
  ])('seals %s', (_case, type, end, expected) => {
    expect(defaultSealRankTime(type, start, end)).toBe(expected);
  });
});

function award(priority: number, num: number) {
  return { priority, name: `tier ${priority}`, background: '#fff', color: '#000', num };
}
