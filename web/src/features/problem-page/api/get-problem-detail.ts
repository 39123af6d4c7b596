import { queryOptions } from '@tanstack/react-query';
import { getProblemDetail } from '@oj/shared/api/problem';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-problem-detail: the statement, limits, languages and templates of one problem. */
export const problemDetailQueryOptions = (problemId: string) =>
  queryOptions({
    queryKey: ['get-problem-detail', { problemId }],
    queryFn: () => callApi(getProblemDetail, { query: { problemId } }),
  });
