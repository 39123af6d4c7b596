import type { adminEditTraining as call, CallBody } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { administeredTraining } from '../../scope/administered-training';
import { putTraining } from '../../data/trainings/put-training';
import { readTrainingProblems } from '../../data/trainings/training-problems';
import type { StoredTraining } from '../../data/trainings/training-item';
import { chosenCategory } from './training-category-choice';

/**
 * Write the edit form over training `before` (read whole by its caller, once it administers it):
 * its author, creation, group and problems stay; the category must exist.
 */
export async function saveTrainingEdit(before: StoredTraining, body: CallBody<typeof call>): Promise<void> {
  const category = await chosenCategory(body.trainingCategory.id);
  const { training } = body;
  const pids = (await readTrainingProblems(before.tid, true)).map((link) => link.pid);
  await putTraining(
    {
      ...before,
      title: training.title,
      description: training.description,
      auth: training.auth,
      privatePwd: training.auth === 'Public' ? '' : (training.privatePwd ?? ''),
      status: training.status,
      rank: training.rank,
      categoryId: category.id,
      gmtModified: new Date().toISOString(),
    },
    pids,
    { ifNew: false },
  );
}

/**
 * PUT /api/admin/training: change a training the caller runs; its author and creation stay. The
 * form names the training inside its body, so it is opened here for its admins
 * (`administeredTraining`).
 */
export const editTraining: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const { stored: before } = await administeredTraining(body.training.id, context.user);
  await saveTrainingEdit(before, body);
  return null;
};
