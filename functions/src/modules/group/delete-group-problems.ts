import { removeFromEveryContest } from '../../data/contest-problems/save-contest-problem';
import { listGroupProblemLines } from '../../data/problems/group-problem-index';
import { deleteProblem } from '../../data/problems/save-problem';

/**
 * Every problem of group `gid`, deleted as the admin call deletes one (out of every contest holding
 * it, then the problem and what is kept beside it): a sweep of the group-disband job, after the
 * group's contests and trainings. Found by the group's problem index, so a sweep cut short finds the
 * rest again. A problem accepted into the public set is a copy of its own, outside the group, and
 * stays; the submissions stay in their authors' histories.
 */
export async function deleteGroupProblems(gid: number): Promise<number> {
  const lines = await listGroupProblemLines(gid);
  for (const line of lines) {
    await removeFromEveryContest(line.pid);
    await deleteProblem(line);
  }
  return lines.length;
}
