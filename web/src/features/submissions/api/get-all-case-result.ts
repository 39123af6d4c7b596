import { queryOptions } from '@tanstack/react-query';
import { getAllCaseResult } from '@oj/shared/api/submission';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-all-case-result: per-case results, or null when this viewer may not see them. */
export const allCaseResultQueryOptions = (submitId: number) =>
  queryOptions({
    queryKey: ['get-all-case-result', { submitId }],
    queryFn: () => callApi(getAllCaseResult, { query: { submitId } }),
    retry: false,
  });
