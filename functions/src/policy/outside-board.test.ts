import { describe, expect, it } from 'vitest';
import { outsideBoardOpen, type OutsideBoardContestFacts } from './outside-board';

const start = Date.parse('2026-05-01T08:00:00Z');
const end = Date.parse('2026-05-01T13:00:00Z');

const contest = (openRank: boolean): OutsideBoardContestFacts => ({
  cid: 7,
  openRank,
  startTime: new Date(start).toISOString(),
  endTime: new Date(end).toISOString(),
});

const outcome = (decision: ReturnType<typeof outsideBoardOpen>) =>
  decision.allowed ? 'allowed' : decision.refusal;

describe('the outside board rule', () => {
  it.each<[string, boolean, number, string]>([
    ['an open board before the start', true, start - 1, 'contestNotStarted'],
    ['an open board at the start', true, start, 'allowed'],
    ['an open board after the end', true, end + 1, 'allowed'],
    ['a closed board while running', false, start + 1, 'contestRankNotOpen'],
    ['a closed board before the start', false, start - 1, 'contestRankNotOpen'],
  ])('%s', (_name, openRank, now, expected) => {
    expect(outcome(outsideBoardOpen(contest(openRank), now))).toBe(expected);
  });

  it('names the contest whose board is closed', () => {
    expect(outsideBoardOpen(contest(false), start)).toEqual({
      allowed: false,
      refusal: 'contestRankNotOpen',
      params: { cid: 7 },
    });
  });
});
