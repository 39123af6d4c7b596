import type { adminUpdateDiscussion as call } from '@oj/shared';
import { forgetDiscussionSnapshot } from '../../data/discussions/list-discussion-lines';
import { moderationUpdate } from '../../data/discussions/update-discussion';
import { ConditionFailedInTransaction, transactWrite } from '../../data/transact';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { discussionMineWrites, findDiscussion } from '../discussion';

/**
 * PUT /api/admin/discussion `{id, topPriority?, status?}` (admin roles): pin or unpin, disable (1) or
 * enable (0). Disabling another's discussion tells its author (`Mine`) in the same transaction.
 */
export const moderateDiscussion: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const change = { topPriority: body.topPriority ?? undefined, status: body.status ?? undefined };
  if (change.topPriority === undefined && change.status === undefined)
    throw new AppError('discussionModerationEmpty');
  const line = await findDiscussion(body.id);
  const disabling = change.status === 1 && line.status !== 1 && line.uid !== context.user.uid;
  const tellAuthor = disabling ? await discussionMineWrites(line.uid, 'disabled', line.title) : [];
  try {
    await transactWrite([moderationUpdate(body.id, change, new Date()), ...tellAuthor]);
  } catch (error) {
    if (error instanceof ConditionFailedInTransaction && error.failedIndexes.includes(0))
      throw new AppError('discussionNotFound', { did: body.id });
    throw error;
  }
  forgetDiscussionSnapshot();
  context.log.info('discussion moderated', { did: body.id, ...change, by: context.user.username });
  return null;
};
