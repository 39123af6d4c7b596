import type { StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { findContest } from '../contest/find-contest';

/**
 * The contest `cid` for one of its admins (its creator, a super admin, a root of its group), or the
 * refusal: not found (404) when it does not exist, `contestAdminsOnly` (403) for anyone else. The
 * AC helper, the print queue and the contest downloads all start here.
 */
export async function contestAsAdmin(cid: number, user: RequestUser): Promise<StoredContest> {
  const { contest, admin } = await findContest(cid, user);
  if (!admin) throw new AppError('contestAdminsOnly', { cid });
  return contest;
}
