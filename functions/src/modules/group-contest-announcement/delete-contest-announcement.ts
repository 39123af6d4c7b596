import type { deleteGroupContestAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { removeContestAnnouncement } from '../admin-contest-announcement';
import { changeableGroupContest } from '../group-contest';

/**
 * DELETE /api/group/contest-announcement?aid=&cid=: one announcement of a group's contest, by
 * whoever may change the contest (`changeableGroupContest`); an `aid` the contest does not hold is
 * `contestAnnouncementNotFound`.
 */
export const deleteContestAnnouncement: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  context,
) => {
  const contest = changeableGroupContest(context.scope, context.user);
  await removeContestAnnouncement(contest.cid, query.aid);
  context.log.info('group contest announcement deleted', {
    gid: contest.gid,
    cid: contest.cid,
    id: query.aid,
    by: context.user.username,
  });
  return null;
};
