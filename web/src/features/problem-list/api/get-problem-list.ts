import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getProblemList } from '@oj/shared/api/problem';
import { callApi } from '../../../lib/api-client';
import type { ProblemListFilters } from '../url-state';

/**
 * GET /api/get-problem-list for one set of filters. `viewerUid` is part of the key because the rows
 * carry the viewer's own status (`myStatus`): logging in or out must not show another viewer's marks.
 */
export const problemListQueryOptions = (filters: ProblemListFilters, viewerUid: string | null) =>
  queryOptions({
    queryKey: ['get-problem-list', { ...filters, viewerUid }],
    queryFn: () =>
      callApi(getProblemList, {
        query: {
          keyword: filters.keyword,
          difficulty: filters.difficulty ?? undefined,
          oj: filters.oj ?? undefined,
          tagId: filters.tagIds.length > 0 ? JSON.stringify(filters.tagIds) : undefined,
          currentPage: filters.currentPage,
          limit: filters.limit,
        },
      }),
    // Paging and filtering keep the last rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
