import { verdictCounterByStatus } from '@oj/shared';
import { userDayKey, utcDay } from '../../stats/stats-keys';
import type { VerdictEffect } from './verdict-effect';

/** The user's judged submissions on the submission's UTC day (`USER#uid` / `DAY#day`): the heatmap. */
export const heatmapDay: VerdictEffect = {
  name: 'heatmap day',
  deltas(submission, status, sign) {
    if (!verdictCounterByStatus[status]) return [];
    return [{ key: userDayKey(submission.uid, utcDay(submission.submitTime)), add: { count: sign } }];
  },
};
