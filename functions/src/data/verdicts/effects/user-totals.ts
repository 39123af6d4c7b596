import { judgeStatus, verdictCounterByStatus } from '@oj/shared';
import { statusCountName, userStatsKey, verdictCountNames } from '../../stats/stats-keys';
import type { CounterDelta } from '../counter-deltas';
import type { VerdictEffect } from './verdict-effect';

/**
 * The user's totals (`USER#uid` / `STATS`): `submitted`, `accepted`, a counter per settled status, and
 * the `tried` and `solved` sets of pids. A landing verdict adds the pid to the sets; taking one back
 * cannot tell from the verdict alone whether the problem stays tried or solved, so a change settles
 * the sets from the tally as the change leaves it.
 */
export const userTotals: VerdictEffect = {
  name: 'user totals',
  deltas(submission, status, sign) {
    const listName = statusCountName(status);
    if (!listName) return [];
    const key = userStatsKey(submission.uid);
    const counter = verdictCounterByStatus[status];
    // Cancelled: counted for the lists only, never as a judged submission.
    if (!counter) return [{ key, add: { [listName]: sign } }];
    const accepted = status === judgeStatus.accepted ? 1 : 0;
    const pid = submission.pid;
    const sets: Record<string, number[]> = accepted ? { tried: [pid], solved: [pid] } : { tried: [pid] };
    return [
      {
        key,
        add: { submitted: sign, accepted: sign * accepted, [counter]: sign },
        addToSets: sign === 1 ? sets : {},
      },
    ];
  },
  settleChange({ submission, tallyAfter }) {
    const key = userStatsKey(submission.uid);
    const pid = [submission.pid];
    const keepIf = (set: string, kept: boolean): CounterDelta =>
      kept ? { key, addToSets: { [set]: pid } } : { key, deleteFromSets: { [set]: pid } };
    const solved = Number(tallyAfter.ac ?? 0) > 0;
    const tried = verdictCountNames.some((name) => Number(tallyAfter[name] ?? 0) > 0);
    return { deltas: [keepIf('solved', solved), keepIf('tried', tried)] };
  },
};
