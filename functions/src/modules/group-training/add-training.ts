import type { addGroupTraining as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { enterItemGroup } from '../../scope/item-group';
import { groupManagement } from '../../policy/group';
import { storeTrainingForm } from '../admin-training';

/**
 * POST /api/group/training: a new training in group `training.gid`, by one of the group's admins
 * (`groupManagement`), who is its author; the site's training form otherwise (`storeTrainingForm`).
 * The group is named inside the body, so it is opened here (`enterItemGroup`: members only).
 */
export const addTraining: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const { gid } = body.training;
  const { role } = await enterItemGroup(gid, context.user, new AppError('groupNotFound', { gid }), true);
  enforce(groupManagement(context.user, role, gid));
  const tid = await storeTrainingForm(body, context.user, gid);
  context.log.info('group training created', { gid, tid });
  return null;
};
