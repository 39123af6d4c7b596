import { groupHeadOf, storedGroup } from './group-head-fixture';
import { describe, expect, it } from 'vitest';
import { problemAuth, roleCodes } from '@oj/shared';
import {
  groupOfScope,
  problemInScope,
  publicFound,
  scopeAdministration,
  scopeDecision,
  scopeEntry,
  scopeSight,
  scopeSubmission,
  type FoundScope,
} from './scope';
import type { GroupRole } from './group';

const now = Date.parse('2026-05-01T10:00:00Z');
const user = { uid: 'u1', roleCode: roleCodes.defaultUser };
const root = { uid: 'r1', roleCode: roleCodes.superAdmin };
const contest = (auth: 0 | 1 | 2, registered = false, endTime = '2026-05-01T13:00:00Z'): FoundScope => ({
  kind: 'contest',
  contest: {
    cid: 3,
    gid: null,
    visible: true,
    auth,
    startTime: '2026-05-01T08:00:00Z',
    endTime,
    allowEndSubmit: false,
    uid: 'c1',
  },
  registered,
});
const training = (auth: string, registered = false): FoundScope => ({
  kind: 'training',
  training: { tid: 4, gid: null, auth, uid: 't1', visible: true, unlock: null },
  registered,
});
/** A training of group 7, with the viewer's standing there. */
const groupTraining = (groupRole: GroupRole = 'member'): FoundScope => ({
  kind: 'training',
  training: { tid: 5, gid: 7, auth: 'Public', uid: 't1', visible: true, unlock: null },
  registered: false,
  groupRole,
});
const group = (viewerAuth?: 1 | 2 | 3 | 4 | 5): FoundScope => ({
  kind: 'group',
  group: groupHeadOf(storedGroup(), viewerAuth),
});
const problem = (auth: 1 | 2 | 3, gid: number | null = null) => ({ problemId: 'P1000', auth, gid });

describe('entering a scope', () => {
  it('opens the public site to everyone', () => {
    expect(scopeEntry(undefined, publicFound, now).allowed).toBe(true);
  });

  it("follows a contest's entry rules", () => {
    expect(scopeEntry(user, contest(0), now).allowed).toBe(true);
    expect(scopeEntry(user, contest(1), now)).toMatchObject({ refusal: 'contestPasswordRequired' });
    expect(scopeEntry(user, contest(1, true), now).allowed).toBe(true);
  });

  it('asks for the password of a private training, except of registered viewers and its admins', () => {
    expect(scopeEntry(user, training('Public'), now).allowed).toBe(true);
    expect(scopeEntry(user, training('Private'), now)).toMatchObject({ refusal: 'trainingPasswordRequired' });
    expect(scopeEntry(user, training('Private', true), now).allowed).toBe(true);
    expect(scopeEntry(root, training('Private'), now).allowed).toBe(true);
    expect(scopeEntry(undefined, training('Public'), now)).toMatchObject({ refusal: 'loginRequired' });
  });

  it('opens a group to its members, its owner and super admins only', () => {
    expect(scopeEntry(user, group(3), now).allowed).toBe(true);
    expect(scopeEntry(user, group(1), now)).toMatchObject({ refusal: 'groupMembersOnly' });
    expect(scopeEntry(user, group(), now)).toMatchObject({ refusal: 'groupMembersOnly' });
    expect(scopeEntry({ uid: 'o1', roleCode: roleCodes.defaultUser }, group(), now).allowed).toBe(true);
    expect(scopeEntry(root, group(), now).allowed).toBe(true);
    expect(scopeEntry(undefined, group(), now)).toMatchObject({ refusal: 'loginRequired' });
  });
});

describe('submitting in a scope', () => {
  it("follows a contest's submission rules: its end, its registration", () => {
    expect(scopeSubmission(user, contest(0), now).allowed).toBe(true);
    expect(scopeSubmission(user, contest(2), now)).toMatchObject({ refusal: 'contestNotRegistered' });
    expect(scopeSubmission(user, contest(0, false, '2026-05-01T09:00:00Z'), now)).toMatchObject({
      refusal: 'contestEnded',
    });
  });

  it('lets whoever may enter a training or a group submit there', () => {
    expect(scopeSubmission(user, group(3), now).allowed).toBe(true);
    expect(scopeSubmission(user, group(2), now).allowed).toBe(false);
    expect(scopeSubmission(user, training('Public'), now).allowed).toBe(true);
  });
});

describe('opening a problem through a scope', () => {
  it("opens a group's problem inside that group, or inside a training of that group, to members", () => {
    expect(problemInScope(user, problem(problemAuth.public, 7), publicFound, now)).toMatchObject({
      refusal: 'problemOfGroup',
    });
    expect(problemInScope(user, problem(problemAuth.public, 7), group(3), now).allowed).toBe(true);
    expect(problemInScope(user, problem(problemAuth.public, 7), groupTraining(), now).allowed).toBe(true);
    expect(
      problemInScope(user, problem(problemAuth.public, 7), groupTraining('applicant'), now),
    ).toMatchObject({
      refusal: 'groupMembersOnly',
    });
    expect(problemInScope(user, problem(problemAuth.public, 8), group(3), now)).toMatchObject({
      refusal: 'problemOfGroup',
    });
    expect(problemInScope(user, problem(problemAuth.public, 7), group(1), now)).toMatchObject({
      refusal: 'groupMembersOnly',
    });
  });

  it('opens a contest-only problem only through a contest whose problem set holds it', () => {
    expect(problemInScope(user, problem(problemAuth.contest), contest(0), now)).toMatchObject({
      refusal: 'problemContestOnly',
    });
    expect(problemInScope(user, problem(problemAuth.contest), contest(0), now, true).allowed).toBe(true);
    expect(problemInScope(user, problem(problemAuth.contest), publicFound, now, true)).toMatchObject({
      refusal: 'problemContestOnly',
    });
  });

  it('names the group a scope sits in', () => {
    expect(groupOfScope(publicFound)).toBeNull();
    expect(groupOfScope(contest(0))).toBeNull();
    expect(groupOfScope(training('Public'))).toBeNull();
    expect(groupOfScope(groupTraining())).toBe(7);
    expect(groupOfScope(group())).toBe(7);
  });
});

describe('the need a route declares', () => {
  const admin = { uid: 'a1', roleCode: roleCodes.admin };
  const hidden: FoundScope = {
    kind: 'contest',
    contest: { ...(contest(0) as FoundScope & { kind: 'contest' }).contest, visible: false },
    registered: false,
  };

  it('sees a hidden contest only as its admins, and a hidden training as the site admins', () => {
    expect(scopeDecision('sight', user, hidden, now)).toMatchObject({ refusal: 'contestNotFound' });
    expect(scopeDecision('sight', { uid: 'c1', roleCode: roleCodes.defaultUser }, hidden, now).allowed).toBe(
      true,
    );
    const hiddenTraining: FoundScope = {
      kind: 'training',
      training: { tid: 4, gid: null, auth: 'Public', uid: 't1', visible: false, unlock: null },
      registered: false,
    };
    expect(scopeSight(user, hiddenTraining)).toMatchObject({ refusal: 'trainingNotFound' });
    expect(scopeSight(admin, hiddenTraining).allowed).toBe(true);
    expect(scopeSight(undefined, group()).allowed).toBe(true);
  });

  it('lets a contest be administered by its creator and the super admin, and tells others it is not theirs', () => {
    expect(
      scopeDecision('administer', { uid: 'c1', roleCode: roleCodes.admin }, contest(0), now).allowed,
    ).toBe(true);
    expect(scopeDecision('administer', root, contest(0), now).allowed).toBe(true);
    expect(scopeDecision('administer', admin, contest(0), now)).toMatchObject({
      refusal: 'contestAdminsOnly',
      params: { cid: 3 },
    });
  });

  it('tells a contestant that a hidden contest does not exist rather than that it is not theirs', () => {
    expect(scopeAdministration(user, hidden)).toMatchObject({ refusal: 'contestNotFound' });
    expect(scopeAdministration(admin, hidden)).toMatchObject({ refusal: 'contestAdminsOnly' });
    expect(scopeAdministration(undefined, contest(0))).toMatchObject({ refusal: 'loginRequired' });
  });

  it('lets a training be administered by its creator, a group by its roots, the public site by the role', () => {
    expect(scopeAdministration({ uid: 't1', roleCode: roleCodes.admin }, training('Public')).allowed).toBe(
      true,
    );
    expect(scopeAdministration(admin, training('Public'))).toMatchObject({ refusal: 'trainingNotYours' });
    expect(scopeAdministration(user, group(5)).allowed).toBe(true);
    expect(scopeAdministration(user, group(4))).toMatchObject({
      refusal: 'groupRootsOnly',
      params: { gid: 7 },
    });
    expect(scopeAdministration(user, publicFound).allowed).toBe(true);
  });

  it('asks entry for enter and the submission rules for submit', () => {
    expect(scopeDecision('enter', user, contest(1), now)).toMatchObject({
      refusal: 'contestPasswordRequired',
    });
    expect(scopeDecision('submit', user, contest(2), now)).toMatchObject({ refusal: 'contestNotRegistered' });
  });
});
