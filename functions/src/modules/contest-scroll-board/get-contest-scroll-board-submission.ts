import type { getContestScrollBoardSubmission as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { readBoardRows } from '../../data/contest-boards/read-board-rows';
import { scrollBoardContest } from './scroll-board-contest';
import { scrollBoardSubmissionsOf } from './scroll-board-submissions';

/**
 * GET /api/get-contest-scroll-board-submission: every submission the board counts, oldest first. Read
 * from the board's stored rows (identity and every entry of each contestant, one Query per shard),
 * never from the submissions themselves, of which a large contest holds 200,000.
 */
export const getContestScrollBoardSubmission: ScopedHandler<typeof call, 'anyone', 'contest'> = async (
  { query },
  { scope, user },
) => {
  const contest = scrollBoardContest(scope, user);
  const rows = await readBoardRows(contest.cid);
  return scrollBoardSubmissionsOf(contest, rows, query.removeStar);
};
