import { getContestScrollBoardSubmission } from '@oj/shared/api/contest-scroll-board';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-contest-scroll-board-submission: every submission the board counts, oldest first.
 * Read once per replay (a large contest's list costs thousands of read units, see
 * docs/api/contest-scroll-board.md), never refetched behind the organiser's back: a refetch in the
 * middle of a replay would change the board under the projector.
 */
export const contestScrollBoardSubmissionQueryOptions = (cid: number, removeStar: boolean) =>
  callQueryOptions(
    getContestScrollBoardSubmission,
    { cid, removeStar: removeStar ? 'true' : 'false' },
    { staleTime: Infinity, refetchOnReconnect: false },
  );
