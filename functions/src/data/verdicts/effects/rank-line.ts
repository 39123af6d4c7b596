import { statusCountName, userStatsKey } from '../../stats/stats-keys';
import { rankLineIndexAttributes } from '../../user-rank/rank-line-keys';
import type { VerdictEffect } from './verdict-effect';

/**
 * Lists the user's totals item among the ranking's lines (the sparse index partition the ranking
 * snapshot reads). The figures themselves are the totals `userTotals` and `bestScore` keep; this only
 * assigns the index keys, merged into the same item's update, so it costs no write of its own.
 */
export const rankLine: VerdictEffect = {
  name: 'rank line',
  deltas(submission, status) {
    if (!statusCountName(status)) return [];
    return [{ key: userStatsKey(submission.uid), assign: rankLineIndexAttributes(submission.uid) }];
  },
};
