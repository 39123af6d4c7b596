import { adminGetUserList } from '@oj/shared/api/admin-user';
import { callQueryOptions } from '../../../lib/call-query';

export interface UserListFilters {
  currentPage: number;
  limit: number;
  keyword: string;
  onlyAdmin: boolean;
}

/** GET /api/admin/user/get-user-list: one page of accounts, newest first. */
export const userListQueryOptions = (filters: UserListFilters) =>
  callQueryOptions(
    adminGetUserList,
    {
      currentPage: filters.currentPage,
      limit: filters.limit,
      keyword: filters.keyword || undefined,
      onlyAdmin: filters.onlyAdmin ? 'true' : undefined,
    },
    { placeholderData: (previous) => previous },
  );
