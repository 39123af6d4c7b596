import { getProblemDetail } from '@oj/shared/api/problem';
import { callQueryOptions } from '../../../../lib/call-query';

/** GET /api/get-problem-detail: the statement, limits, languages and templates of one problem. */
export const problemDetailQueryOptions = (problemId: string) =>
  callQueryOptions(getProblemDetail, { problemId });
