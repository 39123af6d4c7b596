import { describe, expect, it } from 'vitest';
import { holdsContestAccess } from './contest-access';

const rule = '<prefix>team</prefix><suffix></suffix><start>1</start><end>10</end><extra>guest</extra>';
const contest = (auth: 0 | 1 | 2, openAccountLimit = false, accountLimitRule = '') => ({
  auth,
  openAccountLimit,
  accountLimitRule,
});

describe('holding a contest access', () => {
  it.each([
    ['a public contest, to anyone', contest(0), false, false, 'alice', true],
    ['a private contest, to an account that did not register', contest(1), false, false, 'alice', false],
    ['a private contest, to a registered account', contest(1), false, true, 'alice', true],
    ['a protected contest, to an account that did not register', contest(2), false, false, 'alice', false],
    ['a protected contest, to a registered account', contest(2), false, true, 'alice', true],
    ['a private contest, to its admin who never registered', contest(1), true, false, 'alice', true],
    [
      'a limited public contest, to a username the rule names',
      contest(0, true, rule),
      false,
      false,
      'team7',
      true,
    ],
    ['a limited public contest, to an extra name', contest(0, true, rule), false, false, 'guest', true],
    [
      'a limited public contest, to a username outside the rule',
      contest(0, true, rule),
      false,
      false,
      'team11',
      false,
    ],
    [
      'a limited private contest, registered, outside the rule',
      contest(1, true, rule),
      false,
      true,
      'alice',
      false,
    ],
    [
      'a limited contest whose rule does not parse, to anyone',
      contest(0, true, '<start>x</start>'),
      false,
      false,
      'team1',
      false,
    ],
    ['a limited contest, to its admin outside the rule', contest(0, true, rule), true, false, 'alice', true],
  ])('is %s: %s', (_name, facts, admin, registered, username, expected) => {
    expect(holdsContestAccess({ contest: facts, admin, registered, username })).toBe(expected);
  });
});
