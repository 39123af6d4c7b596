import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import type { RequestUser } from '../../frame/request-context';
import { readContest, type ContestHead } from '../../data/contests/read-contest';
import { contestEntry } from '../../policy/contest';

/**
 * The contest a contestant reads the announcements of, once the entry rules let the caller in: a
 * login, the start passed (admins earlier), a private contest's password given.
 */
export async function enterContest(cid: number, user: RequestUser, now = Date.now()): Promise<ContestHead> {
  const found = await readContest(cid, user.uid);
  if (!found) throw new AppError('contestNotFound', { cid });
  enforce(contestEntry(user, found.contest, { registered: found.registered }, now));
  return found.contest;
}
