import type { deleteGroupTrainingProblem as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { unlinkTrainingProblem } from '../admin-training-problem';
import { groupOfTraining } from '../group-training';

/** DELETE /api/group/training-problem: a problem leaves a group training (the problem stays). */
export const deleteTrainingProblem: ScopedHandler<typeof call, 'user', 'training'> = async (
  { query },
  { scope },
) => {
  groupOfTraining(scope);
  await unlinkTrainingProblem(query.tid, query.pid);
  return null;
};
