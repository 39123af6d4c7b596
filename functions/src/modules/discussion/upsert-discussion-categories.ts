import type { upsertDiscussionCategories as call } from '@oj/shared';
import {
  listDiscussionCategories,
  saveDiscussionCategories,
} from '../../data/discussions/discussion-categories';
import type { Handler } from '../../frame/route';

/**
 * POST /api/discussion-category (super admin): rows with an id rename that category, rows without one
 * are added, blank names are skipped, nothing is deleted; answers the whole new list.
 */
export const upsertCategories: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const rows = body.filter((row) => row.name !== '');
  await saveDiscussionCategories(rows, await listDiscussionCategories(), new Date());
  context.log.info('discussion categories saved', { rows: rows.length, by: context.user.username });
  return listDiscussionCategories();
};
