import { adminGetTraining } from '@oj/shared/api/admin-training';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/admin/training?tid=: the stored training and its category, for the edit form and headers. */
export const adminTrainingQueryOptions = (tid: number) =>
  callQueryOptions(adminGetTraining, { tid }, { staleTime: 0, retry: false });
