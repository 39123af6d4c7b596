import type { getJudgeServiceInfo as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { isLiveJudgeWorker, listJudgeWorkers } from '../../data/judge-workers/list-live-judge-workers';
import { judgeServiceEntryOf } from './judge-service-view';

/**
 * GET /api/admin/config/get-judge-service-info: every judge worker of the last ten minutes as the
 * contract's judge server entry, healthy when it reported in the last minute (one Query of the
 * small worker partition).
 */
export const getJudgeServiceInfo: Route<typeof call>['handle'] = async () => {
  const now = Date.now();
  return (await listJudgeWorkers()).map((worker) =>
    judgeServiceEntryOf(worker, isLiveJudgeWorker(worker, now)),
  );
};
