import { keepPreviousData } from '@tanstack/react-query';
import { getDiscussionList } from '@oj/shared/api/discussion';
import { callQueryOptions } from '../../../lib/call-query';

/** Ten discussions a page on the admin list (the contract's default page). */
export const adminDiscussionPageSize = 10;

/**
 * GET /api/get-discussion-list?admin=true: every discussion, disabled ones too, pinned first, then
 * newest; the keyword searches titles, descriptions and authors. Read afresh on every visit, so a
 * change made on the board shows here.
 */
export const adminDiscussionListQueryOptions = (keyword: string, currentPage: number) =>
  callQueryOptions(
    getDiscussionList,
    {
      admin: 'true' as const,
      currentPage,
      limit: adminDiscussionPageSize,
      ...(keyword ? { keyword } : {}),
    },
    { staleTime: 0, placeholderData: keepPreviousData },
  );
