import { getRankList, rankRules } from '@oj/shared/api/rank';
import { callQueryOptions } from '../../../lib/call-query';
import type { RankFilters } from '../url-state';

/**
 * GET /api/get-rank-list: a page of the ACM or OI list. The server answers from a snapshot of at most
 * a minute, so a page asked again within that minute is taken from the cache.
 */
export const rankListQueryOptions = (filters: RankFilters) =>
  callQueryOptions(
    getRankList,
    {
      type: filters.type,
      currentPage: filters.currentPage,
      limit: filters.limit,
      ...(filters.searchUser ? { searchUser: filters.searchUser } : {}),
    },
    { staleTime: rankRules.snapshotSeconds * 1000 },
  );
