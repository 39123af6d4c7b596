import { getTrainingAccess } from '@oj/shared/api/training';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-training-access: whether the viewer may enter a private training (registered or admin). */
export const trainingAccessQueryOptions = (tid: number, uid: string | null) =>
  callQueryOptions(getTrainingAccess, { tid }, { staleTime: 0, alsoKeyedBy: uid, retry: false });
