import type { adminCreateTraining as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { storeNewTraining } from '../../data/trainings/put-training';
import { chosenCategory } from './training-category-choice';

/**
 * POST /api/admin/training: a new site training in an existing category, by the caller; the body's
 * defaults (rank 1000, 5 coins, shown) are the schema's. Public trainings keep no password.
 */
export const createTraining: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const category = await chosenCategory(body.trainingCategory.id);
  const now = new Date().toISOString();
  const { training } = body;
  const tid = await storeNewTraining((id) => ({
    tid: id,
    title: training.title,
    description: training.description,
    author: context.user.username,
    uid: context.user.uid,
    auth: training.auth,
    privatePwd: training.auth === 'Public' ? '' : (training.privatePwd ?? ''),
    status: training.status,
    rank: training.rank,
    categoryId: category.id,
    gid: null,
    gmtCreate: now,
    gmtModified: now,
  }));
  context.log.info('training created', { tid });
  return null;
};
