import { judgeStatus, verdictCounterByStatus } from '@oj/shared';
import { siteDayKey, utcDay } from '../../stats/stats-keys';
import type { VerdictEffect } from './verdict-effect';

/** The site's judged and accepted submissions on the submission's UTC day: the week's statistics. */
export const dayStatistics: VerdictEffect = {
  name: 'day statistics',
  deltas(submission, status, sign) {
    if (!verdictCounterByStatus[status]) return [];
    const accepted = status === judgeStatus.accepted ? 1 : 0;
    return [{ key: siteDayKey(utcDay(submission.submitTime)), add: { total: sign, ac: sign * accepted } }];
  },
};
