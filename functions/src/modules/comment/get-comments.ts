import { commentRules, pageAnswer, type getComments as call } from '@oj/shared';
import { likedComments } from '../../data/comments/comment-like';
import { listComments, listCommentsWhere } from '../../data/comments/list-comments';
import { allReplies, firstReplies } from '../../data/comments/read-comment';
import type { StoredComment, StoredReply } from '../../data/comments/comment-item';
import type { ScopedHandler } from '../../scope/route';
import { openSource, sourceOfRequest } from './comment-source';
import { commentView } from './comment-view';
import { commentFilterFor } from './comment-visibility';

/** The replies a contestant may see (own and staff), all of them: the count is theirs. */
async function shownReplies(
  comment: StoredComment,
  shown: (reply: Pick<StoredReply, 'from' | 'staff'>) => boolean,
): Promise<StoredReply[]> {
  return (await allReplies(comment.id)).filter(shown);
}

/**
 * GET /api/comments?did=|cid=: a page of comments, newest first, each with its first replies (one
 * Query with Limit 3 each) and the viewer's likes among them (one BatchGet; none for a visitor). A
 * contest's (`cid`) are read once the route entered it (`enter`).
 */
export const getComments: ScopedHandler<typeof call, 'anyone', 'any'> = async ({ query }, context) => {
  const info = await openSource(sourceOfRequest(query), context.user, 'read', context.scope);
  const shown = commentFilterFor(info, context.user);
  let page;
  if (shown === null) {
    page = await listComments(info.source, query);
  } else {
    const all = await listCommentsWhere(info.source, shown);
    const start = (query.currentPage - 1) * query.limit;
    page = { comments: all.slice(start, start + query.limit), total: all.length };
  }
  const replies = await Promise.all(
    page.comments.map((comment) =>
      shown === null ? firstReplies(comment.id, commentRules.repliesShown) : shownReplies(comment, shown),
    ),
  );
  const liked = context.user
    ? await likedComments(
        page.comments.map((comment) => comment.id),
        context.user.uid,
      )
    : new Set<number>();
  return {
    commentList: pageAnswer(
      page.comments.map((comment, index) => {
        const listed = replies[index] ?? [];
        /* A contestant's count is of the replies they may see. */
        const counted = shown === null ? comment : { ...comment, totalReplyNum: listed.length };
        return commentView(counted, listed.slice(0, commentRules.repliesShown));
      }),
      page.total,
      query,
    ),
    commentLikeMap: Object.fromEntries([...liked].map((id) => [String(id), true])),
  };
};
