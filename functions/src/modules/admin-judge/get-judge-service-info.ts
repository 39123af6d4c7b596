import type { getJudgeServiceInfo as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { judgeQueueDepth } from '../../data/judge-queue-depth';
import { listLiveJudgeWorkers } from '../../data/judge-workers/list-live-judge-workers';

/**
 * GET /api/admin/config/get-judge-service-info: the judge service as the contract's list of
 * `{service, ...}`: the queue depth, the workers seen in the last minute, the languages they offer.
 */
export const getJudgeServiceInfo: Route<typeof call>['handle'] = async () => {
  const [queueDepth, workers] = await Promise.all([judgeQueueDepth(), listLiveJudgeWorkers()]);
  const languages = [...new Set(workers.flatMap((worker) => worker.languages))].sort();
  return [{ service: 'judge', queueDepth, languages, workers }];
};
