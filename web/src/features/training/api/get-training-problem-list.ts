import { getTrainingProblemList } from '@oj/shared/api/training';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-training-problem-list: the training's problems in order, each with the viewer's status
 * and the counts. Read again on every visit: a problem solved on its page shows solved here.
 */
export const trainingProblemListQueryOptions = (tid: number, uid: string | null) =>
  callQueryOptions(getTrainingProblemList, { tid }, { staleTime: 0, alsoKeyedBy: uid, retry: false });
