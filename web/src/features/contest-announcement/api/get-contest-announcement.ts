import { keepPreviousData } from '@tanstack/react-query';
import { contestAnnouncementRules, getContestAnnouncement } from '@oj/shared/api/contest-announcement';
import { callQueryOptions } from '../../../lib/call-query';

/** One page of a contest's visible announcements, newest first, five a page (spec §9). */
export const contestAnnouncementQueryOptions = (cid: number, currentPage: number) =>
  callQueryOptions(
    getContestAnnouncement,
    { cid, currentPage, limit: contestAnnouncementRules.userPageSize },
    { staleTime: 30_000, placeholderData: keepPreviousData },
  );
