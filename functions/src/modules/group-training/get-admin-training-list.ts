import { pageAnswer, type getGroupAdminTrainingList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { enforce } from '../../frame/enforce';
import { trainingCatalogue } from '../../data/trainings/training-catalogue';
import { groupManagement, groupRoleOf } from '../../policy/group';
import { adminTrainingOf } from '../admin-training';

/**
 * GET /api/group/get-admin-training-list: every training of the group, shown or hidden, newest first
 * (as the original server orders it), for the group's admins (`groupManagement` inside the route's
 * `enter`). From the catalogue read afresh, so an admin's own write shows at once; no passwords (the
 * edit form reads them).
 */
export const getAdminTrainingList: ScopedHandler<typeof call, 'user', 'group'> = async (
  { query },
  context,
) => {
  const { group } = context.scope;
  enforce(groupManagement(context.user, groupRoleOf(context.user, group), group.gid));
  trainingCatalogue.forget();
  const trainings = (await trainingCatalogue())
    .filter((line) => line.gid === group.gid)
    .sort((a, b) => b.tid - a.tid);
  const from = (query.currentPage - 1) * query.limit;
  return pageAnswer(trainings.slice(from, from + query.limit).map(adminTrainingOf), trainings.length, query);
};
