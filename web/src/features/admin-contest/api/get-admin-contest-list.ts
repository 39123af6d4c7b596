import { adminContestRules, adminGetContestList } from '@oj/shared/api/admin-contest';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/admin/contest/get-contest-list: ten a page, newest first (the caller's own unless super admin). */
export const adminContestListQueryOptions = (keyword: string, currentPage: number) =>
  callQueryOptions(
    adminGetContestList,
    { keyword: keyword || undefined, currentPage, limit: adminContestRules.pageSize },
    // The last page stays on screen while the next loads.
    { placeholderData: (previous) => previous },
  );
