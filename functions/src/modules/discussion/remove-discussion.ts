import { deleteDiscussion } from '../../data/discussions/delete-discussion';
import type { DiscussionLine } from '../../data/discussions/discussion-line';
import { forgetDiscussionSnapshot } from '../../data/discussions/list-discussion-lines';
import { enforce } from '../../frame/enforce';
import type { SignedInContext } from '../../frame/route';
import { discussionDelete } from '../../policy/discussion';
import { deleteDiscussionComments, discussionMineWrites } from './discussion-messages';
import { discussionFacts, type OpenedDiscussion } from './open-discussion';

/**
 * Deletes a discussion (line and content first, so no list shows it; then its likes and views, then its
 * comments and replies). When someone else deletes it, its author gets a `Mine` message in the same
 * transaction as the line's delete.
 */
export async function removeDiscussion(line: DiscussionLine, context: SignedInContext): Promise<boolean> {
  const tellAuthor =
    line.uid === context.user.uid ? [] : await discussionMineWrites(line.uid, 'deleted', line.title);
  const removed = await deleteDiscussion(line.id, tellAuthor);
  if (removed) await deleteDiscussionComments(line.id);
  forgetDiscussionSnapshot();
  context.log.info('discussion deleted', { did: line.id, by: context.user.username, removed });
  return removed;
}

/** Deletes an opened discussion for those its board lets delete it (`discussionDelete`). */
export async function removeOpenedDiscussion(
  opened: OpenedDiscussion,
  context: SignedInContext,
): Promise<boolean> {
  enforce(discussionDelete(context.user, discussionFacts(opened)));
  return removeDiscussion(opened.line, context);
}
