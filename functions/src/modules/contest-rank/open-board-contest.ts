import type { StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { readStoredContest } from '../../data/contests/read-stored-contest';
import { contestPhase, contestSight } from '../../policy/contest';

/**
 * A contest whose board is open to visitors (`openRank`) and started, once the contest exists for a
 * visitor (`contestSight`: not hidden, not a group's). The outside board's calls need no login and
 * answer everyone alike, so they are decided as for a visitor and show nothing else of the contest.
 */
export async function openBoardContest(cid: number, now: number): Promise<StoredContest> {
  const contest = await readStoredContest(cid);
  if (!contest) throw new AppError('contestNotFound', { cid });
  enforce(contestSight(undefined, contest, { registered: false }));
  if (!contest.openRank) throw new AppError('contestRankNotOpen', { cid });
  if (contestPhase(contest, now) === 'before') throw new AppError('contestNotStarted', {});
  return contest;
}
