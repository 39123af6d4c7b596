import { contestType, problemAuth, problemType, type StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { Problem } from '../../data/problems/problem-item';

const typeName = (type: number) => (type === problemType.oi ? 'OI' : 'ACM');

/**
 * Whether a problem may join a contest (spec part 3 §4): an ACM contest takes ACM problems, an OI
 * contest OI ones, and either takes remote problems. A private problem never joins (it would stay
 * hidden from the contestants). A site contest takes the site's problems, public or contest-only; a
 * group's contest takes the public set's public problems and its own group's problems, never another
 * group's nor another contest's contest-only problem (the original server's rule for group contests).
 */
export function assertProblemFitsContest(
  problem: Pick<Problem, 'problemId' | 'type' | 'auth' | 'gid' | 'isRemote'>,
  contest: Pick<StoredContest, 'type' | 'gid'>,
): void {
  if (contest.gid !== null) {
    const fits = problem.gid === null ? problem.auth === problemAuth.public : problem.gid === contest.gid;
    if (!fits || problem.auth === problemAuth.private)
      throw new AppError('groupContestProblemNotAllowed', { problemId: problem.problemId });
  } else if (problem.gid !== null || problem.auth === problemAuth.private)
    throw new AppError('contestProblemPrivate', { problemId: problem.problemId });
  const wanted = contest.type === contestType.oi ? problemType.oi : problemType.acm;
  if (!problem.isRemote && problem.type !== wanted)
    throw new AppError('contestProblemWrongType', {
      problemId: problem.problemId,
      problemType: typeName(problem.type),
      contestType: typeName(wanted),
    });
}
