import { pageAnswer, type Page } from '@oj/shared';
import type { DiscussionLine } from '../../data/discussions/discussion-line';
import { listGroupDiscussionLines } from '../../data/discussions/list-group-discussion-lines';
import { filterDiscussionLines, sortDiscussionLines } from '../discussion';

/**
 * A page of a group's board: the group's lines (one Query of its index, `listGroupDiscussionLines`),
 * filtered as the site's board filters (`filterDiscussionLines` with the group: never the site's nor
 * another group's), pinned first, then newest. Every page costs the same: the group's lines are read
 * whole, and only this group's.
 */
export async function groupBoardPage(
  gid: number,
  filter: { pid?: string; withDisabled: boolean },
  paging: { currentPage: number; limit: number },
): Promise<Page<DiscussionLine>> {
  const lines = filterDiscussionLines(await listGroupDiscussionLines(gid), { gid, ...filter });
  const start = (paging.currentPage - 1) * paging.limit;
  return pageAnswer(sortDiscussionLines(lines).slice(start, start + paging.limit), lines.length, paging);
}
