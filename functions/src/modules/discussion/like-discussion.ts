import type { likeDiscussion as call } from '@oj/shared';
import { setDiscussionLike } from '../../data/discussions/discussion-like';
import { forgetDiscussionSnapshot } from '../../data/discussions/list-discussion-lines';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { discussionLikeWrites } from './discussion-messages';
import { openDiscussion } from './open-discussion';

/**
 * GET /api/discussion-like?did&toLike (login, the board's switch on; a group's discussion for its
 * members). Idempotent: liking what one likes, or
 * unliking what one does not, changes nothing; double clicks and retries cannot move the count twice.
 * The author hears of a like once per liker (the first like ever).
 */
export const likeDiscussion: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const { line } = await openDiscussion(query.did, context.user);
  if (line.status !== 0) throw new AppError('discussionDisabled', { did: query.did });
  const outcome = await setDiscussionLike(line.id, context.user.uid, query.toLike, () =>
    discussionLikeWrites(line, context.user),
  );
  if (outcome === 'targetGone') throw new AppError('discussionNotFound', { did: query.did });
  if (outcome !== 'unchanged') forgetDiscussionSnapshot();
  return null;
};
