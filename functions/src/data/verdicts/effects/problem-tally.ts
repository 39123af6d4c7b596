import { statusCountName, userProblemTallyKey } from '../../stats/stats-keys';
import type { VerdictEffect } from './verdict-effect';

/** The tally counter of the verdicts that scored `points` (only points above 0 are tallied). */
export const scoreCountName = (points: number) => `score${points}`;

/**
 * The user's tally on the problem (`USER#uid` / `TALLY#pid`): the number of verdicts at each settled
 * status and at each number of points, and `n`, a change count that grows either way. It is what
 * makes taking a verdict back exact, so a change of a settled verdict is conditional on `n` as read.
 */
export const problemTally: VerdictEffect = {
  name: 'problem tally',
  deltas(submission, status, sign, score) {
    const listName = statusCountName(status);
    if (!listName) return [];
    const add: Record<string, number> = { [listName]: sign, n: 1 };
    if (score !== null && score > 0) add[scoreCountName(score)] = sign;
    return [{ key: userProblemTallyKey(submission.uid, submission.pid), add }];
  },
  settleChange: ({ tallyKey, tallyRead }) => ({
    deltas: [
      {
        key: tallyKey,
        condition: { expression: 'n = :readChanges', values: { ':readChanges': Number(tallyRead.n ?? 0) } },
      },
    ],
  }),
};
