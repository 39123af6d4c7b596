import type { getContestOutsideScoreboard as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { boardViewFor } from './board-view';
import { boardPageRequestOf } from './board-request';
import { openBoardContest } from './open-board-contest';
import { readBoardPage } from './read-board-page';

/**
 * POST /api/get-contest-outside-scoreboard: the board as a visitor sees it (frozen while the seal
 * holds), for a contest with `openRank` that exists for the viewer (the route's `sight`); no login. `forceRefresh` is ignored here, and no viewer row
 * is pinned (`concernedList` still is).
 */
export const getContestOutsideScoreboard: ScopedHandler<typeof call, 'anyone', 'contest'> = async (
  { body },
  { scope },
) => {
  const now = Date.now();
  const contest = openBoardContest(scope, now);
  const view = boardViewFor(contest, body, new Date(now).toISOString(), false);
  return readBoardPage(contest, view, boardPageRequestOf(body, contest, null), { now, rebuild: false });
};
