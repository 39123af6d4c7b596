import type { StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { isContestAdmin } from '../../policy/contest';

/**
 * The contest an admin call names, read whole, if the caller may administer it: its creator or the
 * super admin (group roots come with the groups' own calls). A missing contest answers 404 naming the
 * id; another admin's contest answers 403.
 */
export async function readOwnContest(cid: number, user: RequestUser): Promise<StoredContest> {
  const contest = await readStoredContest(cid);
  if (!contest) throw new AppError('contestNotFound', { cid });
  if (!isContestAdmin(user, contest, { registered: false })) throw new AppError('contestNotYours', { cid });
  return contest;
}
