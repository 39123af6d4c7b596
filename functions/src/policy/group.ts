import { memberAuth, type MemberAuth } from '@oj/shared';
import { allowed, refused, type Decision } from './decision';
import { isSuperAdmin, type Viewer } from './viewer';

export { memberAuth, type MemberAuth };

/** The viewer's standing in one group, lowest first; the owner is above every member auth. */
export type GroupRole = 'outsider' | 'applicant' | 'refused' | 'member' | 'admin' | 'root' | 'owner';

/** What the caller read about the group and the viewer's membership row, if any. */
export interface GroupFacts {
  ownerUid: string;
  /** The viewer's member auth in the group; undefined when the viewer never applied. */
  viewerAuth: MemberAuth | undefined;
}

/** What the sight of a group needs beyond the roles: whether the list shows it. */
export interface GroupSightFacts extends GroupFacts {
  visible: boolean;
}

/**
 * Whether the group exists for the viewer: a visible one for everyone; a hidden one for those who
 * applied or belong (they know it) and the super admin. Anyone else is told there is no such group,
 * as for an id that was never used, so a hidden class cannot be found by counting ids.
 */
export function groupSight(
  viewer: Viewer,
  group: GroupSightFacts & { gid: number },
): Decision<'groupNotFound'> {
  if (group.visible || isSuperAdmin(viewer)) return allowed;
  if (viewer !== undefined && (viewer.uid === group.ownerUid || group.viewerAuth !== undefined))
    return allowed;
  return refused('groupNotFound', { gid: group.gid });
}

const roleOfAuth: Record<MemberAuth, GroupRole> = {
  1: 'applicant',
  2: 'refused',
  3: 'member',
  4: 'admin',
  5: 'root',
};

/** Where each role stands, to compare an actor with the member acted on. */
const standing: Record<GroupRole, number> = {
  outsider: 0,
  applicant: 1,
  refused: 2,
  member: 3,
  admin: 4,
  root: 5,
  owner: 6,
};

export function groupRoleOf(viewer: Viewer, group: GroupFacts): GroupRole {
  if (viewer === undefined) return 'outsider';
  if (viewer.uid === group.ownerUid) return 'owner';
  return group.viewerAuth === undefined ? 'outsider' : roleOfAuth[group.viewerAuth];
}

/** Members see the group's problems, trainings and contests; applicants and refused ones do not. */
export function isGroupMember(role: GroupRole): boolean {
  return standing[role] >= standing.member;
}

/** Group admins (and roots, the owner, super admins) see the member and announcement tabs (spec §6). */
export function isGroupAdmin(viewer: Viewer, role: GroupRole): boolean {
  return isSuperAdmin(viewer) || standing[role] >= standing.admin;
}

/** Group roots (and the owner, super admins) see the settings and administer the group's contests. */
export function isGroupRoot(viewer: Viewer, role: GroupRole): boolean {
  return isSuperAdmin(viewer) || standing[role] >= standing.root;
}

/** The member a change or a kick is about. */
export interface MemberTarget {
  uid: string;
  role: GroupRole;
}

export type MemberChangeRefusal = 'groupMemberChangeNotAllowed' | 'groupMemberSelf' | 'groupOwnerStays';

/**
 * Changing a member's auth or kicking them (spec part 3, §6): the owner and super admins may change
 * anyone but the owner; other group admins only members below their own standing, and only to an
 * auth below it. Nobody acts on themselves this way, nor on the owner, whose group ends only by
 * disbanding (spec §6 over the tip text of §4); each of these refusals says which it is.
 */
export function memberChange(
  viewer: Viewer,
  actorRole: GroupRole,
  target: MemberTarget,
  newAuth?: MemberAuth,
): Decision<MemberChangeRefusal> {
  const refusal = refused('groupMemberChangeNotAllowed');
  if (viewer === undefined) return refusal;
  if (viewer.uid === target.uid) return refused('groupMemberSelf');
  if (target.role === 'owner') return refused('groupOwnerStays');
  if (isSuperAdmin(viewer) || actorRole === 'owner') return allowed;
  if (!isGroupAdmin(viewer, actorRole) || standing[target.role] >= standing[actorRole]) return refusal;
  if (newAuth !== undefined && standing[roleOfAuth[newAuth]] >= standing[actorRole]) return refusal;
  return allowed;
}

/**
 * Managing the group's content (creating problems, trainings, contests and announcements, reading
 * the admin lists, the applications): the group's admins, roots and owner, and the super admin.
 */
export function groupManagement(viewer: Viewer, role: GroupRole, gid: number): Decision<'groupAdminsOnly'> {
  return isGroupAdmin(viewer, role) ? allowed : refused('groupAdminsOnly', { gid });
}

/** What the group's edit rule needs of one of its things: who made it. */
export interface GroupItemFacts {
  gid: number;
  /** The uid of whoever made the problem, training, contest, announcement or discussion. */
  authorUid: string;
}

/**
 * Changing one of the group's things (edit, delete, show or hide, change its auth; spec part 3, §6):
 * a root of the group (the owner, the super admin), or the group admin who made it. A member who made
 * it and is no longer a group admin has handed it to the group.
 */
export function groupItemChange(
  viewer: Viewer,
  role: GroupRole,
  item: GroupItemFacts,
): Decision<'groupAdminsOnly' | 'groupItemNotYours'> {
  if (isGroupRoot(viewer, role)) return allowed;
  if (!isGroupAdmin(viewer, role)) return refused('groupAdminsOnly', { gid: item.gid });
  return viewer?.uid === item.authorUid ? allowed : refused('groupItemNotYours', { gid: item.gid });
}

/** The standing of a member row in its group: the owner's row is the owner, whatever its auth says. */
export function memberRoleOf(
  group: { ownerUid: string },
  member: { uid: string; auth: MemberAuth },
): GroupRole {
  return member.uid === group.ownerUid ? 'owner' : roleOfAuth[member.auth];
}
