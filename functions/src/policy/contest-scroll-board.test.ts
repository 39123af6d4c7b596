import { describe, expect, it } from 'vitest';
import { contestType, roleCodes } from '@oj/shared';
import { contestAuth, type ContestAuth } from './contest';
import { scrollBoardAccess, type ScrollBoardContestFacts } from './contest-scroll-board';

const start = Date.parse('2026-05-01T08:00:00Z');
const end = Date.parse('2026-05-01T13:00:00Z');
const moments = { before: start - 1, running: start + 1, ended: end } as const;
const contestant = { uid: 'u1', roleCode: roleCodes.defaultUser };
const creator = { uid: 'c1', roleCode: roleCodes.defaultUser };

const contest = (overrides: Partial<ScrollBoardContestFacts> = {}): ScrollBoardContestFacts => ({
  cid: 7,
  gid: null,
  type: contestType.acm,
  visible: true,
  openRank: false,
  auth: contestAuth.public,
  startTime: new Date(start).toISOString(),
  endTime: new Date(end).toISOString(),
  allowEndSubmit: false,
  uid: 'c1',
  ...overrides,
});

type Who = 'visitor' | 'contestant' | 'contest admin';
const viewerOf = (who: Who) =>
  who === 'visitor' ? undefined : who === 'contest admin' ? creator : contestant;
const facts = (registered = false) => ({ registered });
const outcome = (decision: ReturnType<typeof scrollBoardAccess>) =>
  decision.allowed ? 'allowed' : decision.refusal;

describe('the scroll board access rule', () => {
  it.each<[string, Who, keyof typeof moments, Partial<ScrollBoardContestFacts>, string]>([
    ['a visitor, an ended ACM contest with an open board', 'visitor', 'ended', { openRank: true }, 'allowed'],
    ['a visitor, an ended ACM contest with a closed board', 'visitor', 'ended', {}, 'scrollBoardRankClosed'],
    [
      'a visitor, a running contest with an open board',
      'visitor',
      'running',
      { openRank: true },
      'scrollBoardBeforeEnd',
    ],
    ['a contestant, a running contest', 'contestant', 'running', {}, 'scrollBoardBeforeEnd'],
    ['a contestant, an ended public contest with a closed board', 'contestant', 'ended', {}, 'allowed'],
    [
      'a contestant, an ended private contest they never entered, closed board',
      'contestant',
      'ended',
      { auth: contestAuth.private as ContestAuth },
      'scrollBoardRankClosed',
    ],
    [
      'a contestant, an ended OI contest',
      'contestant',
      'ended',
      { type: contestType.oi, openRank: true },
      'scrollBoardAcmOnly',
    ],
    [
      'a contest admin, an OI contest',
      'contest admin',
      'ended',
      { type: contestType.oi },
      'scrollBoardAcmOnly',
    ],
    ['a contest admin, a running contest', 'contest admin', 'running', {}, 'allowed'],
    ['a contest admin, a contest not yet started', 'contest admin', 'before', {}, 'allowed'],
    ['a contest admin, a hidden contest', 'contest admin', 'running', { visible: false }, 'allowed'],
    [
      'a visitor, a hidden ended contest',
      'visitor',
      'ended',
      { visible: false, openRank: true },
      'contestNotFound',
    ],
  ])('%s: %s', (_, who, moment, overrides, expected) => {
    expect(outcome(scrollBoardAccess(viewerOf(who), contest(overrides), facts(), moments[moment]))).toBe(
      expected,
    );
  });

  it('lets a registered contestant of an ended private contest in, whatever the board shows visitors', () => {
    const privateContest = contest({ auth: contestAuth.private });
    expect(outcome(scrollBoardAccess(contestant, privateContest, facts(true), moments.ended))).toBe(
      'allowed',
    );
  });

  it('names the contest in every refusal', () => {
    const decision = scrollBoardAccess(undefined, contest(), facts(), moments.running);
    expect(decision).toEqual({ allowed: false, refusal: 'scrollBoardBeforeEnd', params: { cid: 7 } });
  });
});
