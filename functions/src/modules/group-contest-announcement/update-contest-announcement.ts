import type { updateGroupContestAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { editContestAnnouncement } from '../admin-contest-announcement';
import { changeableGroupContest } from '../group-contest';

/**
 * PUT /api/group/contest-announcement: title, content and the visible toggle of one announcement of
 * a group's contest, by whoever may change the contest (`changeableGroupContest`).
 */
export const updateContestAnnouncement: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { body },
  context,
) => {
  const contest = changeableGroupContest(context.scope, context.user);
  await editContestAnnouncement(contest.cid, body.announcement);
  context.log.info('group contest announcement updated', {
    gid: contest.gid,
    cid: contest.cid,
    id: body.announcement.id,
    by: context.user.username,
  });
  return null;
};
