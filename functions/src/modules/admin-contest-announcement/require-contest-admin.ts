import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { readContest } from '../../data/contests/read-contest';
import { isContestAdmin } from '../../policy/contest';

/**
 * Lets through the contest's admins only: its creator or a super admin. The route already asked for
 * an admin role; an admin who did not create the contest is refused, as on the original server.
 */
export async function requireContestAdmin(cid: number, user: RequestUser): Promise<void> {
  const found = await readContest(cid, user.uid);
  if (!found) throw new AppError('contestNotFound', { cid });
  if (!isContestAdmin(user, found.contest, { registered: found.registered }))
    throw new AppError('contestAnnouncementAdminOnly', { cid });
}
