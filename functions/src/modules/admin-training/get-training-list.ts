import { pageAnswer, type adminGetTrainingList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { trainingCatalogue } from '../../data/trainings/training-catalogue';
import { byTrainingOrder } from '../../data/trainings/training-item';
import { isTrainingAdmin } from '../../policy/training';
import { adminTrainingOf } from './admin-training-view';

/**
 * GET /api/admin/training/get-training-list: the site's trainings the caller runs (every one for the
 * super admin; a group's trainings are its own list's, `group/get-admin-training-list`), keyword in the title, by rank then id, from the catalogue (read afresh: an admin's own
 * write shows at once). Passwords are not on catalogue lines; the edit form reads them.
 */
export const getTrainingList: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  trainingCatalogue.forget();
  const keyword = query.keyword?.toLowerCase();
  const matching = (await trainingCatalogue())
    .filter((line) => line.gid === null && isTrainingAdmin(context.user, line))
    .filter((line) => keyword === undefined || line.title.toLowerCase().includes(keyword))
    .sort(byTrainingOrder);
  const from = (query.currentPage - 1) * query.limit;
  return pageAnswer(matching.slice(from, from + query.limit).map(adminTrainingOf), matching.length, query);
};
