import type { getTrainingList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { trainingViewPage } from './training-view-page';

/**
 * GET /api/get-training-list: a page of the site's visible trainings (a group's are its own list's),
 * filtered (keyword in the title, category, auth), by `trainingViewPage`: ordered by rank, then id,
 * hidden categories for admins only, with the viewer's solved count and lock on each row.
 */
export const getTrainingList: Handler<typeof call> = async ({ query }, context) => {
  const keyword = query.keyword?.toLowerCase();
  return trainingViewPage(
    (line) => {
      if (line.gid !== null) return false;
      if (query.categoryId !== undefined && line.categoryId !== query.categoryId) return false;
      if (query.auth !== undefined && line.auth !== query.auth) return false;
      return keyword === undefined || line.title.toLowerCase().includes(keyword);
    },
    query,
    context.user,
  );
};
