import { describe, expect, it } from 'vitest';
import { contestSubmitCheck } from './contest-submit-rules';
import { seesRealTime, type ContestStanding } from './contest-standing';

const start = '2024-05-01T00:00:00.000Z';
const hour = 3_600_000;
const running: ContestStanding = {
  cid: 7,
  type: 0,
  phase: 'running',
  allowEndSubmit: false,
  sealRank: false,
  sealRankTime: null,
  startTime: start,
  now: Date.parse(start) + hour,
  contestAdmin: false,
  examSubmitLimit: null,
};
const oiHidden: ContestStanding = { ...running, type: 1, sealRank: true };
const fresh = { problemStatus: -10, submitted: undefined };
const tried = { problemStatus: -5, submitted: undefined };

describe('the contest checks before a submit', () => {
  it('lets a contestant submit to a running ACM contest', () => {
    expect(contestSubmitCheck(running, tried)).toEqual({ kind: 'go' });
  });

  it('refuses once the contest has ended, unless it takes after-contest submissions', () => {
    expect(contestSubmitCheck({ ...running, phase: 'ended' }, fresh)).toEqual({ kind: 'ended' });
    expect(contestSubmitCheck({ ...running, phase: 'ended', contestAdmin: true }, fresh)).toEqual({
      kind: 'ended',
    });
    expect(contestSubmitCheck({ ...running, phase: 'ended', allowEndSubmit: true }, fresh)).toEqual({
      kind: 'go',
    });
  });

  it('stops an exam contestant at the per-problem limit, but not the exam admin', () => {
    const exam = { ...running, examSubmitLimit: 3 };
    expect(contestSubmitCheck(exam, { problemStatus: -1, submitted: 2 })).toEqual({ kind: 'go' });
    expect(contestSubmitCheck(exam, { problemStatus: -1, submitted: 3 })).toEqual({
      kind: 'limitReached',
      limit: 3,
    });
    expect(contestSubmitCheck({ ...exam, contestAdmin: true }, { problemStatus: -1, submitted: 9 })).toEqual({
      kind: 'go',
    });
  });

  it('asks before a second submission in an OI contest without real-time results', () => {
    expect(contestSubmitCheck(oiHidden, tried)).toEqual({ kind: 'confirmOverwrite' });
    expect(contestSubmitCheck(oiHidden, fresh)).toEqual({ kind: 'go' });
    expect(contestSubmitCheck({ ...oiHidden, sealRank: false }, tried)).toEqual({ kind: 'go' });
    expect(contestSubmitCheck({ ...oiHidden, contestAdmin: true }, tried)).toEqual({ kind: 'go' });
  });
});

describe('who sees results as they come', () => {
  it('is everyone in an unsealed contest, and the admins and everyone after the end otherwise', () => {
    expect(seesRealTime(running)).toBe(true);
    expect(seesRealTime(oiHidden)).toBe(false);
    expect(seesRealTime({ ...oiHidden, contestAdmin: true })).toBe(true);
    expect(seesRealTime({ ...oiHidden, phase: 'ended' })).toBe(true);
  });

  it('is everyone until a seal set for later begins', () => {
    const sealAt = new Date(Date.parse(start) + 2 * hour).toISOString();
    expect(seesRealTime({ ...oiHidden, sealRankTime: sealAt })).toBe(true);
    expect(seesRealTime({ ...oiHidden, sealRankTime: sealAt, now: Date.parse(sealAt) })).toBe(false);
  });
});
