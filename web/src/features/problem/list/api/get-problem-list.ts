import { keepPreviousData } from '@tanstack/react-query';
import { getProblemList } from '@oj/shared/api/problem';
import { callQueryOptions } from '../../../../lib/call-query';
import type { ProblemListFilters } from '../url-state';

/**
 * GET /api/get-problem-list for one set of filters. The viewer is part of the key because the rows
 * carry the viewer's own status (`myStatus`): logging in or out must not show another viewer's marks.
 */
export const problemListQueryOptions = (filters: ProblemListFilters, viewerUid: string | null) =>
  callQueryOptions(
    getProblemList,
    {
      keyword: filters.keyword,
      difficulty: filters.difficulty ?? undefined,
      oj: filters.oj ?? undefined,
      tagId: filters.tagIds.length > 0 ? JSON.stringify(filters.tagIds) : undefined,
      currentPage: filters.currentPage,
      limit: filters.limit,
    },
    {
      alsoKeyedBy: { viewerUid },
      // Paging and filtering keep the last rows on screen until the next ones arrive.
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    },
  );
