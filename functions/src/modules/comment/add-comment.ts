import type { addComment as call } from '@oj/shared';
import { createComment } from '../../data/comments/create-comment';
import { discussionCommentCountUpdate } from '../../data/discussions/discussion-comment-count';
import { userMessageWrites } from '../../data/messages/message-writes';
import { enforce } from '../../frame/enforce';
import type { ScopedHandler } from '../../scope/route';
import { holdsPermission } from '../../policy/permission';
import { isAdmin } from '../../policy/viewer';
import { commentAuthor } from './comment-author';
import { openSource, sourceOfRequest } from './comment-source';
import { commentView } from './comment-view';

/**
 * POST /api/comment: a new comment, stored as written, with the discussion's `commentNum` and the
 * discussion author's `Discuss` message in the same transaction. A contest's (`cid`) once the route
 * entered it (`enter`).
 */
export const addComment: ScopedHandler<typeof call, 'user', 'any'> = async ({ body }, context) => {
  const { user } = context;
  enforce(holdsPermission(user.roleCode, 'comment_add'));
  const info = await openSource(sourceOfRequest(body), user, 'write', context.scope);
  const from = await commentAuthor(user);
  const staff = isAdmin(user) || info.contest?.admin === true;
  const comment = await createComment(info.source, { content: body.content, from, staff }, async () => {
    if (info.source.did === undefined) return [];
    const message = await userMessageWrites({
      recipientUid: info.ownerUid ?? '',
      box: 'Discuss',
      action: 'Discuss',
      sourceId: info.sourceId,
      sourceType: info.sourceType,
      sourceTitle: info.title,
      sourceContent: body.content,
      quoteId: null,
      quoteType: null,
      quoteContent: null,
      url: info.url,
      sender: { uid: user.uid, username: from.name, avatar: from.avatar },
    });
    return [discussionCommentCountUpdate(info.source.did, 1), ...message];
  });
  return commentView(comment, []);
};
