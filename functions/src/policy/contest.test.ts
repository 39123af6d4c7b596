import { describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import {
  contestAuth,
  contestEntry,
  contestPhase,
  contestSight,
  contestStatusOfPhase,
  contestSubmission,
  isContestAdmin,
  type ContestFacts,
} from './contest';

const start = Date.parse('2026-05-01T08:00:00Z');
const end = Date.parse('2026-05-01T13:00:00Z');
const before = start - 1;
const during = start + 1;
const after = end;
const creator = { uid: 'c1', roleCode: roleCodes.defaultUser };
const user = { uid: 'u1', roleCode: roleCodes.defaultUser };
const root = { uid: 'r1', roleCode: roleCodes.superAdmin };
const siteAdmin = { uid: 'a1', roleCode: roleCodes.admin };
const contest = (
  auth: ContestFacts['auth'],
  allowEndSubmit = false,
  overrides: Partial<ContestFacts> = {},
): ContestFacts => ({
  cid: 9,
  gid: null,
  visible: true,
  auth,
  startTime: new Date(start).toISOString(),
  endTime: new Date(end).toISOString(),
  allowEndSubmit,
  uid: 'c1',
  ...overrides,
});
const unregistered = { registered: false };

describe('contest phase', () => {
  it('is before until the start, running until the end, and ended from the end on', () => {
    const times = contest(contestAuth.public);
    expect(contestPhase(times, before)).toBe('before');
    expect(contestPhase(times, start)).toBe('running');
    expect(contestPhase(times, end - 1)).toBe('running');
    expect(contestPhase(times, after)).toBe('ended');
    expect(contestStatusOfPhase).toEqual({ before: -1, running: 0, ended: 1 });
  });
});

describe('contest admin', () => {
  it('is the creator, a super admin or a root of the group, not a site admin as such', () => {
    const c = contest(contestAuth.public);
    expect(isContestAdmin(creator, c, unregistered)).toBe(true);
    expect(isContestAdmin(root, c, unregistered)).toBe(true);
    const groups = contest(contestAuth.public, false, { gid: 4 });
    expect(isContestAdmin(user, groups, { registered: false, groupRole: 'root' })).toBe(true);
    expect(isContestAdmin(user, groups, { registered: false, groupRole: 'owner' })).toBe(true);
    expect(isContestAdmin(user, groups, { registered: false, groupRole: 'admin' })).toBe(false);
    expect(isContestAdmin(user, c, { registered: false, groupRole: 'root' })).toBe(false);
    expect(isContestAdmin(siteAdmin, c, unregistered)).toBe(false);
    expect(isContestAdmin(undefined, c, unregistered)).toBe(false);
  });
});

describe('whether a contest exists for the viewer', () => {
  const hidden = contest(contestAuth.public, false, { visible: false });
  const grouped = contest(contestAuth.public, false, { gid: 4 });

  it.each([
    ['a visitor', undefined, unregistered, 'contestNotFound'],
    ['a student', user, unregistered, 'contestNotFound'],
    ['a registered contestant', user, { registered: true }, 'contestNotFound'],
    ['a site admin who did not create it', siteAdmin, unregistered, 'contestNotFound'],
    ['its creator', creator, unregistered, 'allowed'],
    ['the super admin', root, unregistered, 'allowed'],
  ] as const)('hides a hidden contest from %s unless they administer it', (_, viewer, facts, outcome) => {
    const decision = contestSight(viewer, hidden, facts);
    expect(decision.allowed ? 'allowed' : decision.refusal).toBe(outcome);
  });

  it("shows a group's contest to the group's members only, and a hidden one to its roots", () => {
    expect(contestSight(user, grouped, unregistered)).toMatchObject({ refusal: 'groupMembersOnly' });
    expect(contestSight(undefined, grouped, unregistered)).toMatchObject({ refusal: 'groupMembersOnly' });
    expect(contestSight(user, grouped, { registered: false, groupRole: 'applicant' })).toMatchObject({
      refusal: 'groupMembersOnly',
    });
    expect(contestSight(user, grouped, { registered: false, groupRole: 'member' }).allowed).toBe(true);
    const hiddenInGroup = { ...grouped, visible: false };
    expect(contestSight(user, hiddenInGroup, { registered: false, groupRole: 'member' })).toMatchObject({
      refusal: 'contestNotFound',
    });
    expect(contestSight(user, hiddenInGroup, { registered: false, groupRole: 'root' }).allowed).toBe(true);
  });

  it('comes before every other rule of entering and submitting', () => {
    const registered = { registered: true };
    expect(contestEntry(user, hidden, registered, during)).toMatchObject({ refusal: 'contestNotFound' });
    expect(contestEntry(undefined, hidden, unregistered, during)).toMatchObject({
      refusal: 'contestNotFound',
    });
    expect(contestSubmission(user, hidden, registered, during)).toMatchObject({ refusal: 'contestNotFound' });
    expect(contestEntry(creator, hidden, unregistered, during).allowed).toBe(true);
    expect(contestSubmission(root, hidden, unregistered, during).allowed).toBe(true);
  });
});

describe('entering a contest', () => {
  it('asks visitors to log in', () => {
    expect(contestEntry(undefined, contest(contestAuth.public), unregistered, during)).toMatchObject({
      refusal: 'loginRequired',
    });
  });

  it('lets only contest admins in before the start', () => {
    expect(contestEntry(user, contest(contestAuth.public), unregistered, before)).toMatchObject({
      refusal: 'contestNotStarted',
    });
    expect(contestEntry(creator, contest(contestAuth.private), unregistered, before).allowed).toBe(true);
  });

  it('asks for the password of a private contest until registered; public and protected are open', () => {
    expect(contestEntry(user, contest(contestAuth.private), unregistered, during)).toMatchObject({
      refusal: 'contestPasswordRequired',
    });
    expect(contestEntry(user, contest(contestAuth.private), { registered: true }, during).allowed).toBe(true);
    expect(contestEntry(user, contest(contestAuth.protected), unregistered, during).allowed).toBe(true);
    expect(contestEntry(user, contest(contestAuth.public), unregistered, after).allowed).toBe(true);
  });
});

describe('submitting in a contest', () => {
  it('lets anyone logged in submit to a running public contest', () => {
    expect(contestSubmission(user, contest(contestAuth.public), unregistered, during).allowed).toBe(true);
    expect(contestSubmission(undefined, contest(contestAuth.public), unregistered, during)).toMatchObject({
      refusal: 'loginRequired',
    });
  });

  it('needs registration for protected and private contests, except for contest admins', () => {
    for (const auth of [contestAuth.protected, contestAuth.private]) {
      expect(contestSubmission(user, contest(auth), unregistered, during)).toMatchObject({
        refusal: 'contestNotRegistered',
      });
      expect(contestSubmission(user, contest(auth), { registered: true }, during).allowed).toBe(true);
      expect(contestSubmission(creator, contest(auth), unregistered, during).allowed).toBe(true);
    }
  });

  it('is closed before the start except for contest admins', () => {
    expect(contestSubmission(user, contest(contestAuth.public), unregistered, before)).toMatchObject({
      refusal: 'contestNotStarted',
    });
    expect(contestSubmission(root, contest(contestAuth.public), unregistered, before).allowed).toBe(true);
  });

  it('is closed after the end unless the contest allows submitting then', () => {
    expect(contestSubmission(creator, contest(contestAuth.public), unregistered, after)).toMatchObject({
      refusal: 'contestEnded',
    });
    expect(contestSubmission(user, contest(contestAuth.public, true), unregistered, after).allowed).toBe(
      true,
    );
  });
});
