import { getTrainingDetail } from '@oj/shared/api/training';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-training-detail: the training's head, the viewer's solved count and its lock. */
export const trainingDetailQueryOptions = (tid: number, uid: string | null) =>
  callQueryOptions(getTrainingDetail, { tid }, { staleTime: 0, alsoKeyedBy: uid, retry: false });
