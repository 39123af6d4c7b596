import { contestBoardMaxAgeSeconds, type getContestBoard as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { boardViewFor } from './board-view';
import { openBoardContest } from './open-board-contest';
import { readBoardPage } from './read-board-page';

/**
 * How long a shared cache (CloudFront) may keep a page: the board is fresh within 5 s of a verdict
 * anyway, so 10,000 viewers cost at most one request per page per edge location per 5 s.
 */
export const contestBoardCacheControl = `public, max-age=${contestBoardMaxAgeSeconds}`;

/**
 * A request that reached the function with a login may be answered with a renewed token in its
 * headers (the authenticate step): no shared cache may keep that. CloudFront forwards no
 * Authorization on this path, so only a direct call gets this.
 */
export const contestBoardPrivateCacheControl = `private, max-age=${contestBoardMaxAgeSeconds}`;

/**
 * GET /api/contest-board: the visitor's board page for a contest with `openRank`, the very page
 * `get-contest-outside-scoreboard` answers with no viewer, concerned list or keyword, marked for the
 * edge to cache (the edge forwards no login, so what it keeps is a visitor's: a visible site contest). A refusal carries `no-store` (every error envelope does), so only boards are kept.
 */
export const getContestBoard: ScopedHandler<typeof call, 'anyone', 'contest'> = async (
  { query },
  context,
) => {
  const now = Date.now();
  const contest = openBoardContest(context.scope, now);
  const view = boardViewFor(contest, { removeStar: query.removeStar }, new Date(now).toISOString(), false);
  const page = await readBoardPage(
    contest,
    view,
    {
      currentPage: query.currentPage,
      limit: query.limit,
      viewerUid: null,
      rankShowName: contest.rankShowName,
    },
    { now, rebuild: false },
  );
  context.setResponseHeader(
    'cache-control',
    context.user === undefined ? contestBoardCacheControl : contestBoardPrivateCacheControl,
  );
  return page;
};
