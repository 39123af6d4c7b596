import { isCoursePackCategory, trainingRules } from '@oj/shared/domain/training';

/*
 * The course packs of spec part 2 §2 and §4: a category named with the course-pack prefix holds
 * trainings done in order, each unlocked once the one before it is 80 % solved. The server decides
 * the lock (`canChallenge`, `lock`); the list shows it and says what is left to do.
 */

export interface CategoryLike {
  id: number;
  name: string;
}

/** The categories of each mode, in the server's order. */
export function categoriesOfMode<C extends CategoryLike>(categories: readonly C[], pack: boolean): C[] {
  return categories.filter((category) => isCoursePackCategory(category.name) === pack);
}

/** A pack's name without its prefix, as the list shows it (`课包-C++ 入门` → `C++ 入门`). */
export const packLabel = (name: string): string =>
  isCoursePackCategory(name) ? name.slice(trainingRules.coursePackPrefix.length) : name;

/** Problems of the previous training to solve before the next one opens: 80 %, at least one. */
export const solvedNeeded = (problemCount: number): number =>
  Math.max(1, Math.ceil((problemCount * trainingRules.unlockPercent) / 100));

/**
 * The category the list asks for: in pack mode the chosen pack, or the first one when none is chosen
 * (a pack is always walked one at a time); in general mode the chosen category or every one.
 */
export function listedCategoryId(
  mode: 'general' | 'pack',
  chosen: number | null,
  packs: readonly CategoryLike[],
): number | null {
  if (mode === 'general') return chosen;
  if (chosen !== null && packs.some((pack) => pack.id === chosen)) return chosen;
  return packs[0]?.id ?? null;
}
