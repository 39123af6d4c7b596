import { queryOptions } from '@tanstack/react-query';
import { getProblemTagsAndClassification } from '@oj/shared/api/problem';
import { callApi } from '../../../lib/api-client';
import type { JudgeSourceChoice } from '../url-state';

/** GET /api/get-problem-tags-and-classification: the tag dialog's classification list for one source. */
export const problemTagsAndClassificationQueryOptions = (oj: JudgeSourceChoice | null) =>
  queryOptions({
    queryKey: ['get-problem-tags-and-classification', { oj: oj ?? 'ME' }],
    queryFn: () => callApi(getProblemTagsAndClassification, { query: { oj: oj ?? 'ME' } }),
    staleTime: 60_000,
  });
