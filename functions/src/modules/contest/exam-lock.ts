import { examModeOf, isExamPaperProblem, type StoredContest } from '@oj/shared';
import { readExamLockRelease } from '../../data/contests/exam-lock-release';
import { getProblem } from '../../data/problems/get-problem';
import { userContestSubmissions } from '../../data/submissions/query-contest-user-submissions';
import { locksPaper } from '../../policy/exam-submission';

/**
 * Whether the exam paper is locked for the user (spec part 2, §4 "Exam lock"): in an exam, one of
 * their answer sheets to a paper problem scored (accepted or partially accepted) since an exam admin
 * last released them. The same rule the submit check applies per problem (`assertExamAllows`), asked
 * of the whole paper. Contest admins are never locked; outside exam mode nothing is read.
 */
export async function examPaperLocked(contest: StoredContest, uid: string, admin: boolean): Promise<boolean> {
  if (admin || !examModeOf(contest.description).examMode) return false;
  const [submissions, releasedThrough] = await Promise.all([
    userContestSubmissions(contest.cid, uid),
    readExamLockRelease(contest.cid, uid),
  ]);
  const locking = submissions.filter((submission) => locksPaper(submission, releasedThrough));
  if (locking.some((submission) => submission.displayPid.startsWith('CS'))) return true;
  // A sheet under another display id is the paper's when the problem's own id starts with CS.
  const pids = [...new Set(locking.map((submission) => submission.pid))];
  const problems = await Promise.all(pids.map((pid) => getProblem(pid)));
  return locking.some((submission) => {
    const problem = problems[pids.indexOf(submission.pid)];
    return problem !== undefined && isExamPaperProblem(submission.displayPid, problem.problemId);
  });
}
