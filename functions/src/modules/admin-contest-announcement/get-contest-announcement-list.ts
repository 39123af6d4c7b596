import {
  pageAnswer,
  type ContestAnnouncement,
  type adminGetContestAnnouncementList as call,
  type Page,
} from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listContestAnnouncements } from '../../data/contest-announcements/list-contest-announcements';
import { contestAnnouncementView } from '../contest-announcement';

/** A page of every announcement of contest `cid`, hidden ones too, newest first, as its admins list them. */
export async function contestAnnouncementsPage(
  cid: number,
  paging: { currentPage: number; limit: number },
): Promise<Page<ContestAnnouncement>> {
  const all = await listContestAnnouncements(cid);
  const start = (paging.currentPage - 1) * paging.limit;
  return pageAnswer(all.slice(start, start + paging.limit).map(contestAnnouncementView), all.length, paging);
}

/**
 * GET /api/admin/contest/announcement?cid=: every announcement of the contest, hidden ones too,
 * newest first, for its admins (the route's `administer`).
 */
export const getContestAnnouncementList: ScopedHandler<typeof call, 'admin', 'contest'> = async ({ query }) =>
  contestAnnouncementsPage(query.cid, query);
