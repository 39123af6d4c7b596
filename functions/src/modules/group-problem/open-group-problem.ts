import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import type { RequestUser } from '../../frame/request-context';
import { getProblem } from '../../data/problems/get-problem';
import type { Problem } from '../../data/problems/problem-item';
import { groupItemChange } from '../../policy/group';
import { enterItemGroup, type ItemGroup } from '../../scope/item-group';

/** A group problem with its group entered and the viewer's role there. */
export interface OpenedGroupProblem extends ItemGroup {
  problem: Problem;
}

/**
 * Who made a group problem, for the group's edit rule: its creator's uid where the problem keeps it,
 * else the viewer's own when the viewer's username is its author's (spec part 3, §6: "the author (by
 * username)"), which an older item without the uid leaves as the only clue.
 */
export function problemAuthorUid(problem: Problem, user: RequestUser): string {
  if (problem.authorUid) return problem.authorUid;
  return problem.author === user.username ? user.uid : '';
}

/**
 * The group problem `pid`, for the calls that name a problem rather than its group: the problem (one
 * GetItem), then its group entered as a route's scope would be (`enterItemGroup`: members and the
 * super admin; another group's or a site problem reads as no group problem at all), and then the
 * group's rule for changing one of its things (`groupItemChange`: a root, or the admin who made it).
 */
export async function openGroupProblemToChange(pid: number, user: RequestUser): Promise<OpenedGroupProblem> {
  const problem = await getProblem(pid);
  const missing = new AppError('groupProblemNotFound', { pid });
  if (!problem) throw missing;
  const opened = await enterItemGroup(problem.gid, user, missing);
  enforce(
    groupItemChange(user, opened.role, { gid: opened.group.gid, authorUid: problemAuthorUid(problem, user) }),
  );
  return { ...opened, problem };
}
