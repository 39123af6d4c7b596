import type { RequestUser } from '../../frame/request-context';
import type { ContestHead } from '../../data/contests/read-contest';
import { enterScope } from '../problem/read-scope';

/**
 * The contest a contestant reads the announcements of, once its entry rules let the caller in, as
 * every call inside a contest is let in (`enterScope`): the contest exists for them (not hidden, a
 * group's for its members), the start passed (admins earlier), a private contest's password given.
 */
export async function enterContest(cid: number, user: RequestUser): Promise<ContestHead> {
  const scope = await enterScope({ cid }, user);
  if (scope.kind !== 'contest') throw new Error('a contest id opens a contest scope');
  return scope.contest;
}
