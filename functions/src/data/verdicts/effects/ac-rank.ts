import { judgeStatus } from '@oj/shared';
import { acDayKey, utcDay } from '../../stats/stats-keys';
import type { VerdictEffect } from './verdict-effect';

/** The user's accepted submissions on the submission's UTC day, with the name to show: the recent AC rank. */
export const acRank: VerdictEffect = {
  name: 'AC rank',
  deltas(submission, status, sign) {
    if (status !== judgeStatus.accepted) return [];
    return [
      {
        key: acDayKey(utcDay(submission.submitTime), submission.uid),
        add: { ac: sign },
        assign: { username: submission.username },
      },
    ];
  },
};
