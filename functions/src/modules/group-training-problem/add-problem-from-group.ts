import type { addGroupTrainingProblemFromGroup as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import { readGroup } from '../../data/groups/read-group';
import { linkProblemLast } from '../admin-training-problem';
import { groupOfTraining } from '../group-training';
import { findGroupProblem } from './find-group-problem';

/**
 * POST /api/group/add-training-problem-from-group: a problem of the training's own group joins it,
 * last, labelled by its display id. The problem is named by that display id (`findGroupProblem`:
 * with or without the group's short name in front); one of another group, or of the public set, is
 * not found here. Reads the group (its short name, 0.5 RCU) and the cached problem catalogue.
 */
export const addProblemFromGroup: ScopedHandler<typeof call, 'user', 'training'> = async (
  { query },
  { scope },
) => {
  const gid = groupOfTraining(scope);
  const group = await readGroup(gid, undefined);
  if (!group) throw new AppError('groupNotFound', { gid });
  const problem = findGroupProblem(
    await loadProblemCatalogue(),
    { gid, shortName: group.stored.shortName },
    query.problemId,
  );
  if (!problem) throw new AppError('groupTrainingProblemNotInGroup', { problemId: query.problemId });
  await linkProblemLast(scope.training.tid, problem);
  return null;
};
