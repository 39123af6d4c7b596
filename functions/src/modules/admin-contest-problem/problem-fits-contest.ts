import { contestType, problemAuth, problemType, type StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { Problem } from '../../data/problems/problem-item';

const typeName = (type: number) => (type === problemType.oi ? 'OI' : 'ACM');

/**
 * Whether a problem may join a contest (spec part 3 §4): an ACM contest takes ACM problems, an OI
 * contest OI ones, and either takes remote problems; the problem must be the site's (not a group's)
 * and public or contest-only, since a private problem would stay hidden from the contestants.
 */
export function assertProblemFitsContest(
  problem: Pick<Problem, 'problemId' | 'type' | 'auth' | 'gid' | 'isRemote'>,
  contest: Pick<StoredContest, 'type'>,
): void {
  if (problem.gid !== null || problem.auth === problemAuth.private)
    throw new AppError('contestProblemPrivate', { problemId: problem.problemId });
  const wanted = contest.type === contestType.oi ? problemType.oi : problemType.acm;
  if (!problem.isRemote && problem.type !== wanted)
    throw new AppError('contestProblemWrongType', {
      problemId: problem.problemId,
      problemType: typeName(problem.type),
      contestType: typeName(wanted),
    });
}
