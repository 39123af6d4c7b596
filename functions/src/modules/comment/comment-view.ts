import type { Comment, Reply } from '@oj/shared';
import type { StoredComment, StoredReply } from '../../data/comments/comment-item';

export function replyView(reply: StoredReply): Reply {
  return {
    id: reply.id,
    commentId: reply.commentId,
    fromUid: reply.from.uid,
    fromName: reply.from.name,
    fromAvatar: reply.from.avatar,
    fromRole: reply.from.role,
    fromTitleName: reply.from.titleName,
    fromTitleColor: reply.from.titleColor,
    toUid: reply.toUid,
    toName: reply.toName,
    toAvatar: reply.toAvatar,
    content: reply.content,
    status: reply.status,
    gmtCreate: reply.gmtCreate,
    gmtModified: reply.gmtModified,
  };
}

export function commentView(comment: StoredComment, replies: StoredReply[]): Comment {
  return {
    id: comment.id,
    did: comment.did,
    cid: comment.cid,
    content: comment.content,
    fromUid: comment.from.uid,
    fromName: comment.from.name,
    fromAvatar: comment.from.avatar,
    fromRole: comment.from.role,
    fromTitleName: comment.from.titleName,
    fromTitleColor: comment.from.titleColor,
    likeNum: comment.likeNum,
    totalReplyNum: comment.totalReplyNum,
    status: comment.status,
    gmtCreate: comment.gmtCreate,
    replyList: replies.map(replyView),
  };
}
