import type { addGroupContestAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { publishContestAnnouncement } from '../admin-contest-announcement';
import { changeableGroupContest } from '../group-contest';

/**
 * POST /api/group/contest-announcement: a new announcement of a group's contest, by whoever may
 * change the contest (a root of its group, or the group admin who created it: `changeableGroupContest`).
 * Its contestants see it through `get-contest-announcement` and the unread poll, as a site contest's.
 */
export const addContestAnnouncement: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { body },
  context,
) => {
  const contest = changeableGroupContest(context.scope, context.user);
  const { announcement } = body;
  const id = await publishContestAnnouncement(contest.cid, {
    title: announcement.title,
    content: announcement.content,
    status: announcement.status,
    uid: context.user.uid,
    username: context.user.username,
  });
  context.log.info('group contest announcement created', {
    gid: contest.gid,
    cid: contest.cid,
    id,
    by: context.user.username,
  });
  return null;
};
