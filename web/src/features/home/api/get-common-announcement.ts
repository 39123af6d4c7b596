import { queryOptions } from '@tanstack/react-query';
import { getCommonAnnouncement, homeRules } from '@oj/shared/api/home';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-common-announcement: a page of announcements, five to a page (spec §9). */
export const commonAnnouncementQueryOptions = (currentPage: number) =>
  queryOptions({
    queryKey: ['get-common-announcement', { currentPage, limit: homeRules.announcementPageSize }],
    queryFn: () =>
      callApi(getCommonAnnouncement, { query: { currentPage, limit: homeRules.announcementPageSize } }),
    staleTime: 60_000,
  });
