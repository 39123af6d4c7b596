import { getAllCaseResult } from '@oj/shared/api/submission';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-all-case-result: per-case results, or null when this viewer may not see them. */
export const allCaseResultQueryOptions = (submitId: number) =>
  callQueryOptions(getAllCaseResult, { submitId }, { retry: false });
