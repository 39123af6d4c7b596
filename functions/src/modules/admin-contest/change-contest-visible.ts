import type { adminChangeContestVisible as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { setContestVisible } from '../../data/contests/update-contest-fields';
import { readOwnContest } from './own-contest';

/** PUT /api/admin/contest/change-contest-visible?cid=&visible=: show or hide it in the public list. */
export const changeContestVisible: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  await readOwnContest(query.cid, context.user);
  await setContestVisible(query.cid, query.visible, new Date().toISOString());
  context.log.info('contest visibility changed', { cid: query.cid, visible: query.visible });
  return null;
};
