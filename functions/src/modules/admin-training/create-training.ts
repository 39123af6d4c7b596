import type { adminCreateTraining as call, TrainingBody } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { storeNewTraining } from '../../data/trainings/put-training';
import { chosenCategory } from './training-category-choice';

/**
 * A new training from the form (`TrainingDTO`) in an existing category, by `author`, on the site
 * (`gid` null) or in a group; the body's defaults (rank 1000, 5 coins, shown) are the schema's.
 * Public trainings keep no password. Answers the new training's id.
 */
export async function storeTrainingForm(
  body: TrainingBody,
  author: { username: string; uid: string },
  gid: number | null,
): Promise<number> {
  const category = await chosenCategory(body.trainingCategory.id);
  const now = new Date().toISOString();
  const { training } = body;
  return storeNewTraining((id) => ({
    tid: id,
    title: training.title,
    description: training.description,
    author: author.username,
    uid: author.uid,
    auth: training.auth,
    privatePwd: training.auth === 'Public' ? '' : (training.privatePwd ?? ''),
    status: training.status,
    rank: training.rank,
    categoryId: category.id,
    gid,
    gmtCreate: now,
    gmtModified: now,
  }));
}

/** POST /api/admin/training: a new site training by the caller (`storeTrainingForm`). */
export const createTraining: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const tid = await storeTrainingForm(body, context.user, null);
  context.log.info('training created', { tid });
  return null;
};
