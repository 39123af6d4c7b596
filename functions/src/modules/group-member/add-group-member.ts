import { groupAuth, groupRules, memberAuth, type addGroupMember as call } from '@oj/shared';
import { readMember } from '../../data/groups/read-member';
import { addMember, nextMemberId } from '../../data/groups/member-writes';
import type { StoredMember } from '../../data/groups/member-item';
import { requireGuardedPassword } from '../../auth/guarded-password';
import { AppError } from '../../frame/app-error';
import type { ScopedHandler } from '../../scope/route';
import { memberMessageWrites } from './member-messages';

/** Why the caller cannot apply: they already have a row in the group, answered as it stands. */
function alreadyThere(row: StoredMember): AppError {
  if (row.auth === memberAuth.applying) return new AppError('groupAlreadyApplying');
  if (row.auth === memberAuth.refused) return new AppError('groupAlreadyRefused');
  return new AppError('groupAlreadyMember');
}

/**
 * POST /api/group/member?gid&code&reason (login; anyone the group exists for: a hidden group is not
 * found, whatever code is given). A public group is joined at once (auth 3); a protected one takes an
 * application with a reason of 5–100 characters and no code; a private one needs the reason and its
 * invitation code, tried behind the same back-off as contest passwords, and makes an applicant (auth 1)
 * until a group admin accepts. Applying again while applying, refused or a member is answered as it
 * stands. The row is written only if the caller has none, so a double click applies once. Joining
 * a public group brings a welcome message, in the same transaction.
 */
export const addGroupMember: ScopedHandler<typeof call, 'user', 'group'> = async ({ query }, context) => {
  const { group } = context.scope;
  const stored = group.stored;
  if (group.member) throw alreadyThere(group.member);
  const reason = query.reason ?? '';
  if (stored.auth !== groupAuth.public) {
    if (reason.length < groupRules.reasonMin || reason.length > groupRules.reasonMax)
      throw new AppError(
        'groupReasonLength',
        { min: groupRules.reasonMin, max: groupRules.reasonMax },
        'reason',
      );
  }
  if (stored.auth === groupAuth.private)
    await requireGuardedPassword({ kind: 'group', id: group.gid }, query.code ?? '', stored.code, {
      uid: context.user.uid,
      clientKey: context.clientKey,
    });
  const now = new Date().toISOString();
  const auth = stored.auth === groupAuth.public ? memberAuth.member : memberAuth.applying;
  const outcome = await addMember(
    {
      id: await nextMemberId(),
      gid: group.gid,
      uid: context.user.uid,
      username: context.user.username,
      auth,
      reason: stored.auth === groupAuth.public ? '' : reason,
      gmtCreate: now,
      gmtModified: now,
    },
    await memberMessageWrites(context.user.uid, stored.name, undefined, auth),
  );
  if (outcome === 'groupGone') throw new AppError('groupNotFound', { gid: group.gid });
  if (outcome === 'changedMeanwhile') {
    const row = await readMember(group.gid, context.user.uid);
    if (row) throw alreadyThere(row);
    throw new AppError('groupMemberChangedMeanwhile');
  }
  return null;
};
