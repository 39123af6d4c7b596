import type { adminDeleteContestAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { deleteContestAnnouncement as deleteStored } from '../../data/contest-announcements/change-contest-announcement';
import { findContestOfAnnouncement } from '../../data/contest-announcements/find-contest-announcement';
import { administeredContest } from '../../scope/administered-contest';

/** Delete announcement `aid` of contest `cid`; one the contest does not hold is `contestAnnouncementNotFound`. */
export async function removeContestAnnouncement(cid: number, aid: number): Promise<void> {
  if (!(await deleteStored(cid, aid))) throw new AppError('contestAnnouncementNotFound', { id: aid });
}

/**
 * DELETE /api/admin/contest/announcement?aid=: the contract names the announcement only, so its
 * contest is looked up, then opened for its admins here (`administeredContest`).
 */
export const deleteContestAnnouncement: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  const cid = await findContestOfAnnouncement(query.aid);
  if (cid === undefined) throw new AppError('contestAnnouncementNotFound', { id: query.aid });
  await administeredContest(cid, context.user, 'contestAnnouncementAdminOnly');
  await removeContestAnnouncement(cid, query.aid);
  context.log.info('contest announcement deleted', { cid, id: query.aid, by: context.user.username });
  return null;
};
