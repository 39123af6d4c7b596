import { verdictCounterByStatus } from '@oj/shared';
import { problemSummaryKey } from '../../problems/problem-summary';
import { statusCountName } from '../../stats/stats-keys';
import type { VerdictEffect } from './verdict-effect';

/**
 * The problem's counts on its catalogue line: `total` and one counter per verdict; a cancelled
 * submission only under `cancelled` (for the lists), never as a judged one.
 */
export const problemCounts: VerdictEffect = {
  name: 'problem counts',
  deltas(submission, status, sign) {
    const listName = statusCountName(status);
    if (!listName) return [];
    const counter = verdictCounterByStatus[status];
    const add = counter ? { total: sign, [counter]: sign } : { [listName]: sign };
    return [{ key: problemSummaryKey(submission.pid), add }];
  },
};
