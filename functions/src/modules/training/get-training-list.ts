import { isHiddenCategory, pageAnswer, type getTrainingList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { trainingCatalogue } from '../../data/trainings/training-catalogue';
import { trainingCategories } from '../../data/training-categories/training-categories';
import { byTrainingOrder } from '../../data/trainings/training-item';
import { isAdmin } from '../../policy/viewer';
import { acCountOf, readViewerStanding, trainingLockOf } from './training-standing';
import { trainingViewOf } from './training-view';

/**
 * GET /api/get-training-list: a page of the site's visible trainings, filtered (keyword in the title,
 * category, auth) and ordered by rank, then id, in memory from the cached catalogue; trainings of
 * hidden categories only for admins. Each row carries the viewer's solved count and, in a course
 * pack, the lock (spec §4), from one read of the viewer's solved set and title.
 */
export const getTrainingList: Handler<typeof call> = async ({ query }, context) => {
  const [catalogue, categories, standing] = await Promise.all([
    trainingCatalogue(),
    trainingCategories(),
    readViewerStanding(context.user),
  ]);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const admin = isAdmin(context.user);
  const keyword = query.keyword?.toLowerCase();
  const matching = catalogue
    .filter((line) => line.status && line.gid === null)
    .filter((line) => {
      const category = line.categoryId === null ? undefined : categoryById.get(line.categoryId);
      if (!admin && isHiddenCategory(category?.name)) return false;
      if (query.categoryId !== undefined && line.categoryId !== query.categoryId) return false;
      if (query.auth !== undefined && line.auth !== query.auth) return false;
      return keyword === undefined || line.title.toLowerCase().includes(keyword);
    })
    .sort(byTrainingOrder);
  const from = (query.currentPage - 1) * query.limit;
  const records = matching.slice(from, from + query.limit).map((line) => {
    const category = line.categoryId === null ? undefined : categoryById.get(line.categoryId);
    return trainingViewOf(
      line,
      category,
      acCountOf(line, standing),
      trainingLockOf(line, category, catalogue, standing),
    );
  });
  return pageAnswer(records, matching.length, query);
};
