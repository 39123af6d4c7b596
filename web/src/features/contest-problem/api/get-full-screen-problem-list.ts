import { getFullScreenProblemList } from '@oj/shared/api/submission';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-full-screen-problem-list?cid=: the focus-mode navigator's problems, in display id
 * order (`problemId` is the display id), with the viewer's status on each.
 */
export const fullScreenProblemListQueryOptions = (cid: number) =>
  callQueryOptions(getFullScreenProblemList, { cid, tid: 0 }, { staleTime: 10_000 });
