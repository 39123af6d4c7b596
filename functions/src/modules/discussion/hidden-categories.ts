import { cachedFor } from '../../data/kit/paging/cached-snapshot';
import { listDiscussionCategories } from '../../data/discussions/discussion-categories';
import { isSolutionCategory } from './discussion-roles';

/** A root's rename of the solutions category reaches a warm function's board within this. */
const categoriesFreshForMs = 10_000;

const cachedCategories = cachedFor(categoriesFreshForMs, listDiscussionCategories);

/** The ids of the solutions category (the board lists its posts to admin roles only; spec part 3, §6). */
export async function solutionCategoryIds(): Promise<ReadonlySet<number>> {
  return new Set(
    (await cachedCategories()).filter((category) => isSolutionCategory(category.name)).map(({ id }) => id),
  );
}
