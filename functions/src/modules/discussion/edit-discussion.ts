import type { CallBody, updateDiscussion } from '@oj/shared';
import { forgetDiscussionSnapshot } from '../../data/discussions/list-discussion-lines';
import { updateDiscussionText } from '../../data/discussions/update-discussion';
import { enforce } from '../../frame/enforce';
import type { SignedInContext } from '../../frame/route';
import { discussionEdit } from '../../policy/discussion';
import { checkCategory, checkedDiscussion, requirePostingRight } from './discussion-form';
import { discussionFacts, moderatesOpened, type OpenedDiscussion } from './open-discussion';

/**
 * Saves an edit of an opened discussion: by those the board lets edit it (`discussionEdit`: the
 * author; on a group's board a group admin too), the title, description, problem and content; the pin
 * only when the editor moderates the board. The category stays as posted, and counts sent
 * (`viewNum`, `likeNum`…) are ignored.
 */
export async function editDiscussion(
  opened: OpenedDiscussion,
  body: CallBody<typeof updateDiscussion>,
  context: SignedInContext,
): Promise<void> {
  requirePostingRight(context);
  enforce(discussionEdit(context.user, discussionFacts(opened)));
  const moderator = moderatesOpened(context.user, opened);
  const fields = await checkedDiscussion(body, { gid: opened.line.gid, moderator });
  /* The category stays; a student's solution keeps its problem. */
  await checkCategory(opened.line.categoryId, fields.pid, moderator);
  await updateDiscussionText(opened.line.id, fields, body.content, new Date());
  forgetDiscussionSnapshot();
}
