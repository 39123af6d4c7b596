import { keepPreviousData } from '@tanstack/react-query';
import { getContestBoard } from '@oj/shared/api/contest-rank';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/contest-board: the visitor's board page, the same for every spectator, so the content
 * delivery network serves it from its copy for a few seconds (docs/api/contest-rank.md). Refusals
 * (board not open, contest not started) are shown by the outside board itself.
 */
export const contestBoardQueryOptions = (cid: number, currentPage: number, limit: number) =>
  callQueryOptions(
    getContestBoard,
    { cid, currentPage, limit },
    {
      placeholderData: keepPreviousData,
      retry: false,
      callOptions: { quietHttpStatuses: [403, 404], quietRefusalStatuses: [403, 404] },
    },
  );
