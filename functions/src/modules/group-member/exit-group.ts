import { isMemberAuth, type exitGroup as call } from '@oj/shared';
import { removeMember } from '../../data/groups/member-writes';
import { AppError } from '../../frame/app-error';
import type { ScopedHandler } from '../../scope/route';
import { requireWritten } from './change-member';

/**
 * DELETE /api/group/member/exit?gid (login): a member leaves the group. The owner cannot (their group
 * ends only by disbanding); an applicant or a refused account is not a member and is told so.
 */
export const exitGroup: ScopedHandler<typeof call, 'user', 'group'> = async (_input, context) => {
  const { group } = context.scope;
  if (group.ownerUid === context.user.uid) throw new AppError('groupOwnerCannotExit');
  const row = group.member;
  if (!row || !isMemberAuth(row.auth)) throw new AppError('groupNotJoined');
  requireWritten(await removeMember(group.gid, row.uid, row.auth), group.gid);
  return null;
};
