import type { getContestInfo as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { contestViewOf } from './contest-view';
import { findContest } from './find-contest';

/** GET /api/get-contest-info: the contest's `ContestVO` with the server's clock, to any logged-in viewer. */
export const getContestInfo: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const { contest } = await findContest(query.cid, context.user);
  return contestViewOf(contest, Date.now());
};
