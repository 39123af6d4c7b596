import { problemAuth, type addGroupContestProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { groupManagement } from '../../policy/group';
import { enterItemGroup } from '../../scope/item-group';
import { saveProblemPayload } from '../admin-problem';
import { storedDisplayId } from '../group-problem';

/**
 * POST /api/group/contest-problem: a problem made for a contest of group `problem.gid`, by one of the
 * group's admins: saved by the admin problem form's own save with the group as its owner, as the
 * group's problems are (display id behind the group's short name), and contest-only (auth 3), so it
 * opens only inside the contest that holds it. Answers its pid, which the client then links to the
 * contest (`PUT /api/group/contest-problem`).
 */
export const addContestProblem: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const gid = body.problem.gid;
  const { group, role } = await enterItemGroup(gid, context.user, new AppError('groupNotFound', { gid }));
  enforce(groupManagement(context.user, role, gid));
  const problemId = storedDisplayId(group.stored.shortName, body.problem.problemId);
  const saved = await saveProblemPayload(
    { ...body, problem: { ...body.problem, problemId, auth: problemAuth.contest } },
    context,
    undefined,
    { gid },
  );
  return { pid: saved.pid };
};
