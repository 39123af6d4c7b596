import type { addGroupTrainingProblemFromPublic as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { addPublicProblemToTraining } from '../admin-training-problem';
import { groupOfTraining } from '../group-training';

/**
 * POST /api/group/add-training-problem-from-public: a public problem joins a group training, last,
 * under `displayId` or its own id (`addPublicProblemToTraining`: a group's or hidden problem is refused).
 */
export const addProblemFromPublic: ScopedHandler<typeof call, 'user', 'training'> = async (
  { body },
  { scope },
) => {
  groupOfTraining(scope);
  await addPublicProblemToTraining(body);
  return null;
};
