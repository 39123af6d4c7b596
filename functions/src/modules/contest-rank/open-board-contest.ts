import type { StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { contestPhase } from '../../policy/contest';

/**
 * A contest whose board is open to visitors (`openRank`), visible, and started: the outside board's
 * calls need no login, so nothing else of the contest is shown through them.
 */
export async function openBoardContest(cid: number, now: number): Promise<StoredContest> {
  const contest = await readStoredContest(cid);
  if (!contest || !contest.visible) throw new AppError('contestNotFound', { cid });
  if (!contest.openRank) throw new AppError('contestRankNotOpen', { cid });
  if (contestPhase(contest, now) === 'before') throw new AppError('contestNotStarted', {});
  return contest;
}
