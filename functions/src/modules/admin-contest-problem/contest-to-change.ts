import type { StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { isContestAdmin } from '../../policy/contest';
import type { Viewer } from '../../policy/viewer';

/**
 * The contest whose problems the caller changes: it must exist (`404` naming the cid) and the
 * caller must be its admin (its creator or a super admin): the route's role lets any admin in,
 * this narrows it to the contest.
 */
export async function contestToChange(cid: number, viewer: Viewer): Promise<StoredContest> {
  const contest = await readStoredContest(cid);
  if (!contest) throw new AppError('contestNotFound', { cid });
  if (!isContestAdmin(viewer, contest, { registered: false }))
    throw new AppError('contestProblemsAdminOnly', { cid });
  return contest;
}
