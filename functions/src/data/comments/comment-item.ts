import type { CommentSource } from './comment-keys';

/** Who wrote a comment or reply, as it was when written (name, avatar, role, title). */
export interface CommentAuthor {
  uid: string;
  name: string;
  avatar: string;
  /** root or admin for badges; the role's name otherwise. */
  role: string;
  titleName: string | null;
  titleColor: string | null;
}

/** A stored comment: its text, author, counts, and whether staff wrote it (seen by all during a contest). */
export interface StoredComment {
  id: number;
  did: number | null;
  cid: number | null;
  content: string;
  from: CommentAuthor;
  /** The author was an admin or the contest's admin when writing: shown to every contestant. */
  staff: boolean;
  likeNum: number;
  totalReplyNum: number;
  status: number;
  gmtCreate: string;
}

export interface StoredReply {
  id: number;
  commentId: number;
  content: string;
  from: CommentAuthor;
  /** As a comment's: staff wrote it, so every contestant sees it during a contest. */
  staff: boolean;
  toUid: string;
  toName: string;
  toAvatar: string;
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const maybeText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

export function sourceOfComment(comment: Pick<StoredComment, 'did' | 'cid'>): CommentSource {
  return comment.did !== null ? { did: comment.did } : { cid: comment.cid ?? 0 };
}

export function authorAttributes(from: CommentAuthor): Record<string, unknown> {
  return {
    fromUid: from.uid,
    fromName: from.name,
    fromAvatar: from.avatar,
    fromRole: from.role,
    fromTitleName: from.titleName,
    fromTitleColor: from.titleColor,
  };
}

function authorOf(item: Record<string, unknown>): CommentAuthor {
  return {
    uid: text(item.fromUid),
    name: text(item.fromName),
    avatar: text(item.fromAvatar),
    role: text(item.fromRole) || 'default_user',
    titleName: maybeText(item.fromTitleName),
    titleColor: maybeText(item.fromTitleColor),
  };
}

export function commentOf(item: Record<string, unknown>): StoredComment {
  return {
    id: count(item.id),
    did: typeof item.did === 'number' ? item.did : null,
    cid: typeof item.cid === 'number' ? item.cid : null,
    content: text(item.content),
    from: authorOf(item),
    staff: item.staff === true,
    likeNum: count(item.likeNum),
    totalReplyNum: count(item.totalReplyNum),
    status: count(item.status),
    gmtCreate: text(item.gmtCreate),
  };
}

export function replyOf(item: Record<string, unknown>): StoredReply {
  return {
    id: count(item.id),
    commentId: count(item.commentId),
    content: text(item.content),
    from: authorOf(item),
    staff: item.staff === true,
    toUid: text(item.toUid),
    toName: text(item.toName),
    toAvatar: text(item.toAvatar),
    status: count(item.status),
    gmtCreate: text(item.gmtCreate),
    gmtModified: text(item.gmtModified),
  };
}
