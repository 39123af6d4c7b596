import { describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import type { TrainingHead } from '../data/trainings/read-training';
import type { GroupRole } from './group';
import { isTrainingAdmin, trainingAdministration, trainingEntry, trainingSight } from './training';
import { scopeAdministration, scopeEntry, scopeSight, type FoundScope } from './scope';

/* A training of group 7 as the scope layer opens it: the group's members play it, its roots run it. */

const author = { uid: 'maker', roleCode: roleCodes.defaultUser };
const student = { uid: 's1', roleCode: roleCodes.defaultUser };
const siteAdmin = { uid: 'a1', roleCode: roleCodes.admin };
const superAdmin = { uid: 'r1', roleCode: roleCodes.superAdmin };

const head = (fields: Partial<TrainingHead> = {}): TrainingHead => ({
  tid: 9,
  gid: 7,
  auth: 'Public',
  uid: 'maker',
  visible: true,
  unlock: null,
  ...fields,
});
const scope = (groupRole: GroupRole, fields: Partial<TrainingHead> = {}, registered = false): FoundScope => ({
  kind: 'training',
  training: head(fields),
  registered,
  groupRole,
});
const now = Date.now();

describe("a group's training", () => {
  it('is entered by the members of its group and the super admin, and by nobody else', () => {
    for (const role of ['member', 'admin', 'root', 'owner'] as const)
      expect(scopeEntry(student, scope(role), now).allowed).toBe(true);
    for (const role of ['outsider', 'applicant', 'refused'] as const)
      expect(scopeEntry(student, scope(role), now)).toMatchObject({ refusal: 'groupMembersOnly' });
    expect(scopeEntry(siteAdmin, scope('outsider'), now)).toMatchObject({ refusal: 'groupMembersOnly' });
    expect(scopeEntry(superAdmin, scope('outsider'), now).allowed).toBe(true);
    expect(scopeEntry(undefined, scope('outsider'), now)).toMatchObject({ refusal: 'loginRequired' });
  });

  it("is seen (its page, its password form) only by the group's members", () => {
    expect(scopeSight(student, scope('member')).allowed).toBe(true);
    expect(scopeSight(student, scope('applicant'))).toMatchObject({ refusal: 'groupMembersOnly' });
    expect(trainingSight(siteAdmin, head(), 'outsider')).toMatchObject({ refusal: 'groupMembersOnly' });
  });

  it("is hidden from members but not from the group's admins when it is not shown", () => {
    expect(scopeSight(student, scope('member', { visible: false }))).toMatchObject({
      refusal: 'trainingNotFound',
      params: { tid: 9 },
    });
    expect(scopeSight(student, scope('admin', { visible: false })).allowed).toBe(true);
    expect(scopeSight(siteAdmin, scope('outsider', { visible: false }))).toMatchObject({
      refusal: 'trainingNotFound',
    });
  });

  it('asks members for the password of a private one, not the roots of its group', () => {
    expect(scopeEntry(student, scope('member', { auth: 'Private' }), now)).toMatchObject({
      refusal: 'trainingPasswordRequired',
    });
    expect(scopeEntry(student, scope('member', { auth: 'Private' }, true), now).allowed).toBe(true);
    expect(scopeEntry(student, scope('root', { auth: 'Private' }), now).allowed).toBe(true);
    expect(trainingEntry(author, head({ auth: 'Private' }), false, 'admin').allowed).toBe(true);
  });

  it('is run by a root of its group, the group admin who made it and the super admin', () => {
    expect(isTrainingAdmin(student, head(), 'root')).toBe(true);
    expect(isTrainingAdmin(student, head(), 'owner')).toBe(true);
    expect(isTrainingAdmin(author, head(), 'admin')).toBe(true);
    expect(isTrainingAdmin(superAdmin, head(), 'outsider')).toBe(true);
    expect(isTrainingAdmin(student, head(), 'admin')).toBe(false);
    // Its maker, no longer a group admin, has handed it to the group.
    expect(isTrainingAdmin(author, head(), 'member')).toBe(false);
  });

  it("refuses others in the group's words", () => {
    expect(scopeAdministration(student, scope('admin'))).toMatchObject({
      refusal: 'groupItemNotYours',
      params: { gid: 7 },
    });
    expect(scopeAdministration(student, scope('member'))).toMatchObject({ refusal: 'groupAdminsOnly' });
    expect(scopeAdministration(student, scope('outsider'))).toMatchObject({ refusal: 'groupMembersOnly' });
    expect(scopeAdministration(siteAdmin, scope('outsider'))).toMatchObject({ refusal: 'groupAdminsOnly' });
    expect(trainingAdministration(student, head({ gid: null }))).toMatchObject({
      refusal: 'trainingNotYours',
    });
  });
});
