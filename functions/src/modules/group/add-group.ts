import { memberAuth, type addGroup as call } from '@oj/shared';
import { createGroup, type GroupCreateRefusal } from '../../data/groups/create-group';
import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { isSuperAdmin } from '../../policy/viewer';

/**
 * POST /api/group (admin roles: `group_add`): a new group, its creator its owner and first member
 * (auth 5). An account other than the super admin creates at most `defaultCreateGroupDailyLimit`
 * groups a site day and owns at most `defaultCreateGroupLimit` (the switch config); the short name and
 * the name are each one group's. Everything is written in one transaction, so a refusal leaves
 * nothing behind and the quotas hold under any burst.
 */
export const addGroup: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const now = new Date();
  const stamp = now.toISOString();
  const user = context.user;
  const config = await cachedWebsiteConfig();
  const quota = isSuperAdmin(user)
    ? undefined
    : { daily: config.defaultCreateGroupDailyLimit, owned: config.defaultCreateGroupLimit };
  const outcome = await createGroup(
    (gid) => ({
      gid,
      avatar: body.avatar ?? '',
      name: body.name,
      shortName: body.shortName,
      brief: body.brief,
      description: body.description,
      owner: user.username,
      ownerUid: user.uid,
      auth: body.auth as 1 | 2 | 3,
      code: body.auth === 1 ? '' : (body.code ?? ''),
      visible: body.visible,
      status: 0,
      gmtCreate: stamp,
      gmtModified: stamp,
    }),
    (gid, id) => ({
      id,
      gid,
      uid: user.uid,
      username: user.username,
      auth: memberAuth.root,
      reason: '',
      gmtCreate: stamp,
      gmtModified: stamp,
    }),
    quota,
    now,
  );
  if ('refusal' in outcome) throw createRefusal(outcome.refusal, quota);
  return null;
};

function createRefusal(
  refusal: GroupCreateRefusal,
  quota: { daily: number; owned: number } | undefined,
): AppError {
  switch (refusal) {
    case 'shortNameTaken':
      return new AppError('groupShortNameTaken');
    case 'nameTaken':
      return new AppError('groupNameTaken');
    case 'dailyLimit':
      return new AppError('groupDailyLimit', { limit: quota?.daily ?? 0 });
    case 'ownedLimit':
      return new AppError('groupOwnedLimit', { limit: quota?.owned ?? 0 });
  }
}
