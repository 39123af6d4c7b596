import type { DiscussionLine } from '../../data/discussions/discussion-line';

/** What a list request asks for, as the handler read it. */
export interface DiscussionFilter {
  /** A group's board: only that group's discussions. Absent: the site's board, no group's. */
  gid?: number;
  categoryId?: number;
  /** A problem's display id (any letter case). */
  pid?: string;
  keyword?: string;
  /** Only this account's posts. */
  authorUid?: string;
  /** Disabled discussions too (the admin view of an admin role). */
  withDisabled: boolean;
  /** Categories whose discussions are left out (the solutions category, on a non-admin's board). */
  hiddenCategoryIds?: ReadonlySet<number>;
}

/**
 * One board's lines: the site's own (group discussions, `gid`, are listed in their group, never
 * there), or one group's (`filter.gid`: never the site's, nor another group's).
 */
export function filterDiscussionLines(
  lines: readonly DiscussionLine[],
  filter: DiscussionFilter,
): DiscussionLine[] {
  const keyword = filter.keyword?.toLowerCase();
  const pid = filter.pid?.toLowerCase();
  return lines.filter(
    (line) =>
      line.gid === (filter.gid ?? null) &&
      (filter.withDisabled || line.status === 0) &&
      !filter.hiddenCategoryIds?.has(line.categoryId) &&
      (filter.categoryId === undefined || line.categoryId === filter.categoryId) &&
      (pid === undefined || line.pid?.toLowerCase() === pid) &&
      (filter.authorUid === undefined || line.uid === filter.authorUid) &&
      (keyword === undefined ||
        [line.title, line.description, line.author].some((text) => text.toLowerCase().includes(keyword))),
  );
}

/** Pinned first, then newest (a higher id is a later post). */
export function sortDiscussionLines(lines: DiscussionLine[]): DiscussionLine[] {
  return lines.sort((a, b) => Number(b.topPriority) - Number(a.topPriority) || b.id - a.id);
}
