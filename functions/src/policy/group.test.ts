import { describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import {
  groupRoleOf,
  groupSight,
  isGroupAdmin,
  isGroupMember,
  isGroupRoot,
  memberAuth,
  memberChange,
} from './group';

const user = (uid: string) => ({ uid, roleCode: roleCodes.defaultUser });
const root = { uid: 'r1', roleCode: roleCodes.superAdmin };
const group = { ownerUid: 'o1', viewerAuth: undefined };

describe('group role', () => {
  it('names the owner, each member auth, and outsiders', () => {
    expect(groupRoleOf(user('o1'), group)).toBe('owner');
    expect(groupRoleOf(user('u1'), { ...group, viewerAuth: memberAuth.applying })).toBe('applicant');
    expect(groupRoleOf(user('u1'), { ...group, viewerAuth: memberAuth.refused })).toBe('refused');
    expect(groupRoleOf(user('u1'), { ...group, viewerAuth: memberAuth.member })).toBe('member');
    expect(groupRoleOf(user('u1'), { ...group, viewerAuth: memberAuth.admin })).toBe('admin');
    expect(groupRoleOf(user('u1'), { ...group, viewerAuth: memberAuth.root })).toBe('root');
    expect(groupRoleOf(user('u1'), group)).toBe('outsider');
    expect(groupRoleOf(undefined, group)).toBe('outsider');
  });

  it('counts members from the member auth up, not applicants or refused ones', () => {
    expect(isGroupMember('member')).toBe(true);
    expect(isGroupMember('owner')).toBe(true);
    expect(isGroupMember('applicant')).toBe(false);
    expect(isGroupMember('refused')).toBe(false);
  });

  it('makes group admins of admins, roots, the owner and super admins; roots of roots, the owner and super admins', () => {
    expect(isGroupAdmin(user('u1'), 'admin')).toBe(true);
    expect(isGroupAdmin(user('u1'), 'member')).toBe(false);
    expect(isGroupAdmin(root, 'outsider')).toBe(true);
    expect(isGroupRoot(user('u1'), 'admin')).toBe(false);
    expect(isGroupRoot(user('u1'), 'root')).toBe(true);
    expect(isGroupRoot(user('o1'), 'owner')).toBe(true);
  });
});

describe('changing a member', () => {
  it('lets the owner and super admins change anyone but the owner', () => {
    expect(memberChange(user('o1'), 'owner', { uid: 'u2', role: 'root' }).allowed).toBe(true);
    expect(memberChange(root, 'outsider', { uid: 'u2', role: 'root' }).allowed).toBe(true);
    expect(memberChange(root, 'outsider', { uid: 'o1', role: 'owner' }).allowed).toBe(false);
  });

  it('lets a group admin act only on lower members and only give a lower auth', () => {
    const admin = user('a1');
    expect(memberChange(admin, 'admin', { uid: 'u2', role: 'member' }).allowed).toBe(true);
    expect(memberChange(admin, 'admin', { uid: 'u2', role: 'applicant' }, memberAuth.member).allowed).toBe(
      true,
    );
    expect(memberChange(admin, 'admin', { uid: 'u2', role: 'member' }, memberAuth.admin)).toMatchObject({
      refusal: 'groupMemberChangeNotAllowed',
    });
    expect(memberChange(admin, 'admin', { uid: 'u3', role: 'admin' }).allowed).toBe(false);
    expect(memberChange(user('m1'), 'member', { uid: 'u2', role: 'applicant' }).allowed).toBe(false);
  });

  it('lets nobody act on themselves, and says so', () => {
    expect(memberChange(user('a1'), 'admin', { uid: 'a1', role: 'admin' })).toMatchObject({
      refusal: 'groupMemberSelf',
    });
    expect(memberChange(user('o1'), 'owner', { uid: 'o1', role: 'owner' })).toMatchObject({
      refusal: 'groupMemberSelf',
    });
  });

  it('leaves the owner to the group whoever asks, saying the group ends only by disbanding', () => {
    expect(memberChange(root, 'outsider', { uid: 'o1', role: 'owner' })).toMatchObject({
      refusal: 'groupOwnerStays',
    });
  });
});

describe('the sight of a group', () => {
  const hidden = { gid: 7, ownerUid: 'o1', viewerAuth: undefined, visible: false };
  it('shows a visible group to everyone, visitors too', () => {
    expect(groupSight(undefined, { ...hidden, visible: true }).allowed).toBe(true);
  });

  it('hides a hidden group as if it did not exist from all but its own people and the super admin', () => {
    expect(groupSight(user('u1'), hidden)).toMatchObject({ refusal: 'groupNotFound', params: { gid: 7 } });
    expect(groupSight(undefined, hidden).allowed).toBe(false);
    expect(groupSight(user('o1'), hidden).allowed).toBe(true);
    expect(groupSight(user('u1'), { ...hidden, viewerAuth: memberAuth.applying }).allowed).toBe(true);
    expect(groupSight(root, hidden).allowed).toBe(true);
  });
});
