import type { MemberAuth } from '@oj/shared';
import type { GroupHead } from '../../data/groups/read-group';
import { readMember } from '../../data/groups/read-member';
import type { StoredMember } from '../../data/groups/member-item';
import type { MemberWriteOutcome } from '../../data/groups/member-writes';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { groupManagement, groupRoleOf, memberChange, memberRoleOf } from '../../policy/group';
import type { Viewer } from '../../policy/viewer';

/**
 * The member a group admin acts on (a change of auth, a kick), read strongly consistent once the
 * actor is known to be one of the group's admins, and allowed by the role rules (`memberChange`):
 * nobody acts on themselves or the owner; an admin only on members below them, to an auth below theirs.
 */
export async function memberActedOn(
  viewer: Viewer,
  group: GroupHead,
  uid: string,
  newAuth?: MemberAuth,
): Promise<StoredMember> {
  const role = groupRoleOf(viewer, group);
  enforce(groupManagement(viewer, role, group.gid));
  const target = uid === viewer?.uid ? group.member : await readMember(group.gid, uid);
  if (!target) throw new AppError('groupMemberNotFound');
  enforce(memberChange(viewer, role, { uid, role: memberRoleOf(group, target) }, newAuth));
  return target;
}

/** A membership write's outcome as the caller hears it. */
export function requireWritten(outcome: MemberWriteOutcome, gid: number): void {
  if (outcome === 'groupGone') throw new AppError('groupNotFound', { gid });
  if (outcome === 'changedMeanwhile') throw new AppError('groupMemberChangedMeanwhile');
}
