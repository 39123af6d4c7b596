import { getFullScreenProblemList } from '@oj/shared/api/submission';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * GET /api/get-full-screen-problem-list?tid=: focus mode's navigator, the training's problems in
 * order with the viewer's status on each.
 */
export const trainingFullScreenListQueryOptions = (tid: number) =>
  callQueryOptions(getFullScreenProblemList, { cid: 0, tid }, { staleTime: 0 });
