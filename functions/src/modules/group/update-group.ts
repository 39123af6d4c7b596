import { groupRules, type updateGroup as call } from '@oj/shared';
import { updateGroup as writeGroup } from '../../data/groups/update-group';
import type { StoredGroup } from '../../data/groups/group-item';
import { AppError } from '../../frame/app-error';
import type { ScopedHandler } from '../../scope/route';

/**
 * PUT /api/group (login; the group's roots and the super admin, as the route's scope `administer`
 * decides): the settings screen's fields, each missing or empty one kept (spec §2.13). A group that
 * is not public must have its six-character code as it will be; a new name or short name must be
 * free. The write holds the group as read, so two roots saving at once cannot lose one's change
 * silently: the second is told the group changed meanwhile.
 */
export const updateGroup: ScopedHandler<typeof call, 'user', 'group'> = async ({ body }, context) => {
  const before = context.scope.group.stored;
  const auth = (body.auth ?? before.auth) as StoredGroup['auth'];
  const code = auth === 1 ? '' : (body.code ?? before.code);
  if (auth !== 1 && code.length !== groupRules.codeLength)
    throw new AppError('groupCodeLength', { length: groupRules.codeLength }, 'code');
  const after: StoredGroup = {
    ...before,
    name: body.name ?? before.name,
    shortName: body.shortName ?? before.shortName,
    brief: body.brief ?? before.brief,
    description: body.description ?? before.description,
    avatar: body.avatar ?? before.avatar,
    visible: body.visible ?? before.visible,
    auth,
    code,
    gmtModified: new Date().toISOString(),
  };
  const { refusal } = await writeGroup(before, after);
  if (refusal === 'shortNameTaken') throw new AppError('groupShortNameTaken');
  if (refusal === 'nameTaken') throw new AppError('groupNameTaken');
  if (refusal === 'changedMeanwhile') throw new AppError('groupChangedMeanwhile', { gid: before.gid });
  return null;
};
