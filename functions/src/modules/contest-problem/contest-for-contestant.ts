import type { StoredContest } from '@oj/shared';
import type { Viewer } from '../../policy/viewer';
import { AppError } from '../../frame/app-error';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { enterScope } from '../problem/read-scope';
import { contestRealTime } from '../../policy/contest-real-time';
import type { FoundScope } from '../../policy/scope';

/**
 * The contest a contestant reads in: entered by the contest's entry rules (`contestEntry`: login,
 * started or admin, the password of a private contest), with whether results show as they come.
 */
export async function contestForContestant(
  cid: number,
  viewer: Viewer,
): Promise<{ scope: FoundScope & { kind: 'contest' }; contest: StoredContest; realTime: boolean }> {
  const [scope, contest] = await Promise.all([enterScope({ cid }, viewer), readStoredContest(cid)]);
  if (!contest || scope.kind !== 'contest') throw new AppError('contestNotFound', { cid });
  const realTime = contestRealTime(viewer, contest, scope, Date.now());
  return { scope, contest, realTime };
}
