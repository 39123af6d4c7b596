import { isMemberAuth, type MemberAuth, type updateGroupMember as call } from '@oj/shared';
import { changeMemberAuth } from '../../data/groups/member-writes';
import { AppError } from '../../frame/app-error';
import type { ScopedHandler } from '../../scope/route';
import { memberActedOn, requireWritten } from './change-member';
import { memberMessageWrites } from './member-messages';

/**
 * PUT /api/group/member {gid, uid, auth} (the group's admins, by the role rules): accepts an
 * applicant (3), refuses one (2), or moves a member between member, admin and root. A member is never
 * set back to applying or refused (they are removed instead). The write holds the row's auth as read;
 * an accepted applicant is welcomed and a refused one told, by a message in the same transaction.
 */
export const updateGroupMember: ScopedHandler<typeof call, 'user', 'group'> = async ({ body }, context) => {
  const { group } = context.scope;
  const auth = body.auth as MemberAuth;
  const target = await memberActedOn(context.user, group, body.uid, auth);
  if (isMemberAuth(target.auth) && !isMemberAuth(auth)) throw new AppError('groupMemberDemoteNotAllowed');
  if (target.auth === auth) return null;
  const message = await memberMessageWrites(target.uid, group.stored.name, target.auth, auth);
  requireWritten(
    await changeMemberAuth(group.gid, target.uid, target.auth, auth, new Date().toISOString(), message),
    group.gid,
  );
  return null;
};
