import { keepPreviousData } from '@tanstack/react-query';
import { contestListRules, getContestList } from '@oj/shared/api/contest';
import { callQueryOptions } from '../../../lib/call-query';
import type { ContestListFilters } from '../list/url-state';

/** One page of the site's visible contests, ten a page; the last page stays while the next loads. */
export const contestListQueryOptions = (filters: ContestListFilters) =>
  callQueryOptions(
    getContestList,
    {
      currentPage: filters.currentPage,
      limit: contestListRules.pageSize,
      status: filters.status ?? undefined,
      type: filters.type ?? undefined,
      keyword: filters.keyword || undefined,
    },
    { staleTime: 10_000, placeholderData: keepPreviousData },
  );
