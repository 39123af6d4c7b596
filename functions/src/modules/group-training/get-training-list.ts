import type { getGroupTrainingList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { trainingViewPage } from '../training';

/**
 * GET /api/group/get-training-list: the group's shown trainings as the site's list shows its own
 * (`trainingViewPage`: by rank, then id, with the viewer's solved count), for the group's members
 * (the route's `enter`). Hidden ones are the admin list's.
 */
export const getTrainingList: ScopedHandler<typeof call, 'user', 'group'> = async ({ query }, context) => {
  const { gid } = context.scope.group;
  return trainingViewPage((line) => line.gid === gid, query, context.user);
};
