import type { ProblemTagRow } from '@oj/shared/api/problem';

/** The tag dialog's groups as the server sends them: a classification (or none) and its tags. */
export interface TagGroup {
  classification: { id: number; name: string } | null;
  tagList: ProblemTagRow[];
}

/** Every tag of the groups by id, to name the chosen tags the URL holds only as ids. */
export function tagsById(groups: readonly TagGroup[]): Map<number, ProblemTagRow> {
  return new Map(groups.flatMap((group) => group.tagList.map((tag) => [tag.id, tag] as const)));
}

/** Adds a tag to the chosen ones, or takes it out if it was chosen. */
export function toggleTag(chosen: readonly number[], tagId: number): number[] {
  return chosen.includes(tagId) ? chosen.filter((id) => id !== tagId) : [...chosen, tagId];
}
