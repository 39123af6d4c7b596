import { isCoursePackCategory, isHiddenCategory, trainingRules } from '@oj/shared/domain/training';

/** What a category's name makes it (spec part 2 §2): a course pack, hidden from students, or general. */
export type CategoryKind = 'pack' | 'hidden' | 'general';

export function categoryKind(name: string): CategoryKind {
  if (isCoursePackCategory(name.trim())) return 'pack';
  if (isHiddenCategory(name.trim())) return 'hidden';
  return 'general';
}

/** A category name's problem, as an i18n key with its values, or null when it may be saved. */
export function categoryNameProblem(name: string): { key: string; params?: Record<string, number> } | null {
  if (name.trim() === '') return { key: 'admin-training-category.nameRequired' };
  if (name.trim().length > trainingRules.categoryNameMaxLength)
    return {
      key: 'admin-training-category.nameTooLong',
      params: { max: trainingRules.categoryNameMaxLength },
    };
  return null;
}
