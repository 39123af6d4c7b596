import { pageAnswer, type GroupMember, type Page } from '@oj/shared';
import type { StoredMember } from '../../data/groups/member-item';
import { memberView } from './member-view';

/** What the member lists filter by: a username keyword and one auth (0 or none is any). */
export interface MemberFilter {
  currentPage: number;
  limit: number;
  keyword?: string;
  auth?: number;
}

/** The rows that match, newest first (by when they applied or joined), as one page. */
export function memberPage(
  rows: StoredMember[],
  filter: MemberFilter,
  withReason: boolean,
): Page<GroupMember> {
  const keyword = filter.keyword?.toLowerCase();
  const shown = rows
    .filter(
      (row) =>
        (!filter.auth || row.auth === filter.auth) &&
        (!keyword || row.username.toLowerCase().includes(keyword)),
    )
    .sort((a, b) => b.gmtCreate.localeCompare(a.gmtCreate) || b.id - a.id);
  const start = (filter.currentPage - 1) * filter.limit;
  return pageAnswer(
    shown.slice(start, start + filter.limit).map((row) => memberView(row, withReason)),
    shown.length,
    filter,
  );
}
