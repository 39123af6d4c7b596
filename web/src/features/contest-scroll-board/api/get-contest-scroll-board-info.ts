import { getContestScrollBoardInfo } from '@oj/shared/api/contest-scroll-board';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-contest-scroll-board-info: the contest's problems, balloon colours, start, seal and
 * star accounts. Read once per replay: nothing in it changes after the contest.
 */
export const contestScrollBoardInfoQueryOptions = (cid: number) =>
  callQueryOptions(getContestScrollBoardInfo, { cid }, { staleTime: Infinity });
