import type { updateGroupTrainingProblem as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { saveTrainingProblemLink } from '../admin-training-problem';
import { groupOfTraining } from '../group-training';

/** PUT /api/group/training-problem: a problem's label and place in a group training. */
export const updateTrainingProblem: ScopedHandler<typeof call, 'user', 'training'> = async (
  { body },
  { scope },
) => {
  groupOfTraining(scope);
  await saveTrainingProblemLink(body);
  return null;
};
