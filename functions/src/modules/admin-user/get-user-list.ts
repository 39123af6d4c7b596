import { pageAnswer, type adminGetUserList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listAccounts } from '../../data/users/list-accounts';
import { adminUserRowOf } from './admin-user-view';
import { matchesUserFilter } from './user-list-filter';

/** GET /api/admin/user/get-user-list: accounts newest first, searched and paged (see `listAccounts`). */
export const getUserList: Handler<typeof call, 'root'> = async ({ query }) => {
  const matching = (await listAccounts()).filter((user) => matchesUserFilter(user, query));
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(matching.slice(start, start + query.limit).map(adminUserRowOf), matching.length, query);
};
