import type { addReply as call } from '@oj/shared';
import { createReply } from '../../data/comments/create-reply';
import { allReplies, readReply } from '../../data/comments/read-comment';
import { discussionCommentCountUpdate } from '../../data/discussions/discussion-comment-count';
import { userMessageWrites } from '../../data/messages/message-writes';
import { getUser } from '../../data/users/find-user';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { enforce } from '../../frame/enforce';
import { holdsPermission } from '../../policy/permission';
import { isAdmin } from '../../policy/viewer';
import { commentAuthor } from './comment-author';
import { replyView } from './comment-view';
import { findComment } from './find-comment';
import { commentFilterFor } from './comment-visibility';

/**
 * POST /api/reply: a reply under a comment to its author or a reply's author (`toUid`), stored as
 * written, with the comment's reply count, the discussion's `commentNum` and `toUid`'s `Reply`
 * message in one transaction. `quoteId`/`quoteType` say what is answered (the comment by default).
 */
export const addReply: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const { user } = context;
  enforce(holdsPermission(user.roleCode, 'reply_add'));
  const { reply: input } = body;
  const { comment, info } = await findComment(input.commentId, user, 'write');
  const contest = info.contest;
  /* Spec part 2, §6: contestants do not reply under the super admin's or the contest creator's posts. */
  if (
    contest !== null &&
    !contest.admin &&
    comment.from.uid !== user.uid &&
    (comment.from.role === 'root' || comment.from.uid === contest.ownerUid)
  )
    throw new AppError('contestReplyClosed');
  const toUid = input.toUid;
  /* A reply answers the comment's author or one of its repliers; a contestant only those they can
     see (the comment, their own and the staff's replies). */
  const shown = commentFilterFor(info, user);
  if (toUid !== comment.from.uid) {
    const replies = await allReplies(comment.id);
    if (!replies.some((item) => item.from.uid === toUid && (shown === null || shown(item))))
      throw new AppError('replyRecipientInvalid');
  }
  let quote = { id: comment.id, type: 'Comment' as 'Comment' | 'Reply', content: comment.content };
  if (body.quoteType === 'Reply' && body.quoteId) {
    const quoted = await readReply(comment.id, body.quoteId);
    if (!quoted || (shown !== null && !shown(quoted)))
      throw new AppError('replyNotFound', { id: body.quoteId });
    quote = { id: quoted.id, type: 'Reply', content: quoted.content };
  }
  const [from, recipient] = await Promise.all([commentAuthor(user), getUser(toUid)]);
  const reply = await createReply(
    {
      commentId: comment.id,
      content: input.content,
      from,
      staff: isAdmin(user) || info.contest?.admin === true,
      toUid,
      toName: recipient?.username ?? input.toName ?? '',
      toAvatar: recipient?.avatar ?? input.toAvatar ?? '',
    },
    async () => [
      ...(info.source.did !== undefined ? [discussionCommentCountUpdate(info.source.did, 1)] : []),
      ...(await userMessageWrites({
        recipientUid: toUid,
        box: 'Reply',
        action: 'Reply',
        sourceId: info.sourceId,
        sourceType: info.sourceType,
        sourceTitle: info.title,
        sourceContent: input.content,
        quoteId: quote.id,
        quoteType: quote.type,
        quoteContent: quote.content,
        url: info.url,
        sender: { uid: user.uid, username: from.name, avatar: from.avatar },
      })),
    ],
  );
  if (!reply) throw new AppError('commentNotFound', { id: comment.id });
  return replyView(reply);
};
