import { describe, expect, it } from 'vitest';
import { contestFieldOfServerMessage, contestFormProblems } from './contest-form-rules';
import { emptyContestForm, toContestBody, type ContestFormValues } from './contest-form-values';

const now = Date.parse('2025-05-01T01:20:00Z');
const names = ['Gold', 'Silver', 'Bronze'] as const;
const filled = (part: Partial<ContestFormValues> = {}): ContestFormValues => ({
  ...emptyContestForm(now, names),
  title: 'Spring contest',
  ...part,
});

describe('the contest form rules', () => {
  it('finds nothing wrong with a titled new contest, which starts at the next whole hour for three hours', () => {
    const values = filled();
    expect(contestFormProblems(values)).toEqual({});
    expect(values.startTime).toBe('2025-05-01T10:00');
    expect(values.endTime).toBe('2025-05-01T13:00');
  });

  it('asks for a title', () => {
    expect(contestFormProblems(filled({ title: '   ' })).title).toEqual({ key: 'titleRequired' });
  });

  it('refuses an end before the start, and a contest of no duration', () => {
    expect(contestFormProblems(filled({ endTime: '2025-05-01T09:00' })).endTime).toEqual({
      key: 'startBeforeEnd',
    });
    expect(contestFormProblems(filled({ endTime: '2025-05-01T10:00' })).endTime).toEqual({
      key: 'durationPositive',
    });
    expect(contestFormProblems(filled({ startTime: '' })).startTime).toEqual({ key: 'timeRequired' });
  });

  it('asks a private or protected contest for a password, and a public one for none', () => {
    expect(contestFormProblems(filled({ auth: 1, pwd: ' ' })).pwd).toEqual({ key: 'passwordRequired' });
    expect(contestFormProblems(filled({ auth: 2, pwd: 'x' })).pwd).toBeUndefined();
    expect(contestFormProblems(filled({ auth: 0, pwd: '' })).pwd).toBeUndefined();
  });

  it('refuses a star user listed twice, and award shares over 100 %', () => {
    expect(contestFormProblems(filled({ starAccounts: ['a', 'a '] })).starAccount).toEqual({
      key: 'starDuplicate',
      params: { name: 'a' },
    });
    const awards = filled().awards.map((row) => ({ ...row, num: '40' }));
    expect(contestFormProblems(filled({ awardType: 1, awards })).awards).toEqual({
      key: 'awardShareOver',
      params: { sum: 120 },
    });
  });

  it('checks the account limit rule only when it is on', () => {
    const accountLimit = { prefix: 't', suffix: '', start: '5', end: '1', extra: '' };
    expect(contestFormProblems(filled({ accountLimit })).accountLimitRule).toBeUndefined();
    expect(contestFormProblems(filled({ accountLimit, openAccountLimit: true })).accountLimitRule?.key).toBe(
      'limitStartAfterEnd',
    );
  });

  it('refuses a kept seal time that the new times leave outside the contest', () => {
    const kept = Date.parse('2025-05-01T04:30:00Z');
    const values = filled({ sealRank: true, sealChoice: 'kept', keptSealMs: kept });
    expect(contestFormProblems(values).sealRank).toBeUndefined();
    expect(contestFormProblems({ ...values, endTime: '2025-05-01T12:00' }).sealRank).toEqual({
      key: 'sealOutside',
    });
  });
});

describe('the contest body', () => {
  it('sends UTC instants, the last half hour as the seal time, no password for a public contest', () => {
    const body = toContestBody(filled({ sealRank: true, sealChoice: 'halfHour', pwd: 'left over' }));
    expect(body.startTime).toBe('2025-05-01T02:00:00.000Z');
    expect(body.endTime).toBe('2025-05-01T05:00:00.000Z');
    expect(body.sealRankTime).toBe('2025-05-01T04:30:00.000Z');
    expect(body.pwd).toBe('');
    expect(body.awardConfigList).toEqual([]);
  });

  it('sends no seal time with sealing off, and the tagged account rule only when it is on', () => {
    const body = toContestBody(filled({ openAccountLimit: true }));
    expect(body.sealRankTime).toBeNull();
    expect(body.accountLimitRule).toBe(
      '<prefix></prefix><suffix></suffix><start>0</start><end>10</end><extra></extra>',
    );
    expect(toContestBody(filled()).accountLimitRule).toBe('');
  });
});

describe('a refusal from the server', () => {
  it('shows beside the field it names, in either language', () => {
    expect(contestFieldOfServerMessage('Invalid parameter pwd: a private contest needs a password')).toBe(
      'pwd',
    );
    expect(contestFieldOfServerMessage('参数 starAccount 不合法：打星用户 a 重复')).toBe('starAccount');
    expect(contestFieldOfServerMessage('Invalid parameter awardConfigList.0.name: too long')).toBe('awards');
    expect(contestFieldOfServerMessage('Invalid parameter sealRankTime: outside')).toBe('sealRank');
    expect(contestFieldOfServerMessage('You did not create contest 4')).toBeUndefined();
  });

  it('shows beside the request field the answer carries, whatever the words', () => {
    expect(contestFieldOfServerMessage('比赛结束时间必须晚于开始时间', 'endTime')).toBe('endTime');
    expect(
      contestFieldOfServerMessage(
        'Award name (item 1) can have at most 20 characters',
        'awardConfigList.0.name',
      ),
    ).toBe('awards');
    expect(contestFieldOfServerMessage('There is no such thing', 'cid')).toBeUndefined();
  });
});
