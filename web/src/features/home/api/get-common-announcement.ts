import { getCommonAnnouncement, homeRules } from '@oj/shared/api/home';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-common-announcement: a page of announcements, five to a page (spec §9). */
export const commonAnnouncementQueryOptions = (currentPage: number) =>
  callQueryOptions(
    getCommonAnnouncement,
    { currentPage, limit: homeRules.announcementPageSize },
    { staleTime: 60_000 },
  );
