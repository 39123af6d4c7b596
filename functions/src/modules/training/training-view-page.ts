import { isHiddenCategory, pageAnswer, type Page, type TrainingView } from '@oj/shared';
import type { RequestUser } from '../../frame/request-context';
import { trainingCatalogue } from '../../data/trainings/training-catalogue';
import { trainingCategories } from '../../data/training-categories/training-categories';
import type { StoredTrainingCategory } from '../../data/training-categories/training-category-item';
import { byTrainingOrder, type TrainingLine } from '../../data/trainings/training-item';
import { isAdmin } from '../../policy/viewer';
import { acCountOf, readViewerStanding, trainingLockOf } from './training-standing';
import { trainingViewOf } from './training-view';

/**
 * A page of the shown trainings that `select` keeps (given each line's category), ordered by rank,
 * then id, in memory from the cached catalogue; trainings of hidden categories only for admins. Each
 * row carries the viewer's solved count and, in a course pack, the lock (spec §4), from one read of
 * the viewer's solved set and title. The site's list and a group's list are two selections of it.
 */
export async function trainingViewPage(
  select: (line: TrainingLine, category: StoredTrainingCategory | undefined) => boolean,
  page: { currentPage: number; limit: number },
  user: RequestUser | undefined,
): Promise<Page<TrainingView>> {
  const [catalogue, categories, standing] = await Promise.all([
    trainingCatalogue(),
    trainingCategories(),
    readViewerStanding(user),
  ]);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const categoryOf = (line: TrainingLine) =>
    line.categoryId === null ? undefined : categoryById.get(line.categoryId);
  const admin = isAdmin(user);
  const matching = catalogue
    .filter((line) => line.status && (admin || !isHiddenCategory(categoryOf(line)?.name)))
    .filter((line) => select(line, categoryOf(line)))
    .sort(byTrainingOrder);
  const from = (page.currentPage - 1) * page.limit;
  const records = matching.slice(from, from + page.limit).map((line) => {
    const category = categoryOf(line);
    return trainingViewOf(
      line,
      category,
      acCountOf(line, standing),
      trainingLockOf(line, category, catalogue, standing),
    );
  });
  return pageAnswer(records, matching.length, page);
}
