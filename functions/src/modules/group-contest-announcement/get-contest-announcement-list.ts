import type { getGroupContestAnnouncementList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { enforce } from '../../frame/enforce';
import { groupManagement } from '../../policy/group';
import { contestAnnouncementsPage } from '../admin-contest-announcement';
import { groupOfContest } from './group-of-contest';

/**
 * GET /api/group/get-contest-announcement-list?cid=: every announcement of a group's contest, hidden
 * ones too, newest first, ten a page, for the group's admins (who list the group's contests to manage
 * them) and the super admin. The contest must exist for the caller (the route's `sight`).
 */
export const getContestAnnouncementList: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  { scope, user },
) => {
  const gid = groupOfContest(scope);
  enforce(groupManagement(user, scope.groupRole ?? 'outsider', gid));
  return contestAnnouncementsPage(scope.stored.cid, query);
};
