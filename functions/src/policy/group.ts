import { allowed, refused, type Decision } from './decision';
import { isSuperAdmin, type Viewer } from './viewer';

/** Member auth values (spec part 3, §3): applying, refused, member, group admin, group root. */
export const memberAuth = { applying: 1, refused: 2, member: 3, admin: 4, root: 5 } as const;
export type MemberAuth = (typeof memberAuth)[keyof typeof memberAuth];

/** The viewer's standing in one group, lowest first; the owner is above every member auth. */
export type GroupRole = 'outsider' | 'applicant' | 'refused' | 'member' | 'admin' | 'root' | 'owner';

/** What the caller read about the group and the viewer's membership row, if any. */
export interface GroupFacts {
  ownerUid: string;
  /** The viewer's member auth in the group; undefined when the viewer never applied. */
  viewerAuth: MemberAuth | undefined;
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

/**
 * Changing a member's auth or kicking them (spec part 3, §6): the owner and super admins may change
 * anyone but the owner; other group admins only members below their own standing, and only to an
 * auth below it. Nobody acts on themselves or on the owner this way.
 */
export function memberChange(
  viewer: Viewer,
  actorRole: GroupRole,
  target: MemberTarget,
  newAuth?: MemberAuth,
): Decision<'groupMemberChangeNotAllowed'> {
  const refusal = refused('groupMemberChangeNotAllowed');
  if (viewer === undefined || viewer.uid === target.uid || target.role === 'owner') return refusal;
  if (isSuperAdmin(viewer) || actorRole === 'owner') return allowed;
  if (!isGroupAdmin(viewer, actorRole) || standing[target.role] >= standing[actorRole]) return refusal;
  if (newAuth !== undefined && standing[roleOfAuth[newAuth]] >= standing[actorRole]) return refusal;
  return allowed;
}
