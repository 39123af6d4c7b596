import { getProblemTagsAndClassification } from '@oj/shared/api/problem';
import { callQueryOptions } from '../../../../lib/call-query';
import type { JudgeSourceChoice } from '../url-state';

/** GET /api/get-problem-tags-and-classification: the tag dialog's classification list for one source. */
export const problemTagsAndClassificationQueryOptions = (oj: JudgeSourceChoice | null) =>
  callQueryOptions(getProblemTagsAndClassification, { oj: oj ?? 'ME' }, { staleTime: 60_000 });
