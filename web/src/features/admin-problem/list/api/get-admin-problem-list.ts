import { adminGetProblemList } from '@oj/shared/api/admin-problem';
import { callQueryOptions } from '../../../../lib/call-query';
import type { AdminProblemListFilters } from '../url-state';

/** GET /api/admin/problem/get-problem-list: one page of the site's problems, newest first. */
export const adminProblemListQueryOptions = (filters: AdminProblemListFilters) =>
  callQueryOptions(
    adminGetProblemList,
    {
      currentPage: filters.currentPage,
      limit: filters.limit,
      keyword: filters.keyword,
      auth: filters.auth ?? undefined,
      oj: 'ME',
    },
    // The last page stays on screen while the next loads.
    { placeholderData: (previous) => previous },
  );
