import type { Comment, Reply } from '@oj/shared/api/comment';
import { commentRules } from '@oj/shared/domain/discussion';

/** A comment as the section shows it: the server's fields, its known replies and how they are shown. */
export interface CommentEntry extends Comment {
  liked: boolean;
  /** Every reply fetched ("show all") or only the first ones, oldest first. */
  replies: Reply[];
  /** Replies written here since the list was read: shown even while the list is collapsed. */
  freshReplyIds: number[];
  expanded: boolean;
}

/**
 * The section's list: the comments read page by page and the ones written, liked or deleted here
 * since. Comments are kept by id, newest first, so a page read after a local change neither doubles a
 * comment nor brings a deleted one back.
 */
export interface CommentListState {
  comments: CommentEntry[];
  /** The server's total, moved by the comments added and deleted here. */
  total: number;
  deletedIds: number[];
}

export const emptyCommentList: CommentListState = { comments: [], total: 0, deletedIds: [] };

export type CommentListAction =
  | {
      type: 'pageLoaded';
      records: Comment[];
      total: number;
      likeMap: Record<string, boolean>;
    }
  | { type: 'commentAdded'; comment: Comment }
  | { type: 'commentDeleted'; id: number }
  | { type: 'liked'; id: number; toLike: boolean }
  | { type: 'replyAdded'; reply: Reply }
  | { type: 'replyDeleted'; commentId: number; replyId: number }
  | { type: 'allRepliesLoaded'; commentId: number; replies: Reply[] }
  | { type: 'collapsed'; commentId: number };

function entryOf(comment: Comment, liked: boolean, previous: CommentEntry | undefined): CommentEntry {
  if (previous?.expanded) {
    // An expanded list keeps the replies it read; the server's count still comes in.
    return { ...previous, ...comment, liked, replies: previous.replies, replyList: comment.replyList };
  }
  return {
    ...comment,
    liked,
    replies: comment.replyList,
    freshReplyIds: previous?.freshReplyIds.filter((id) => comment.replyList.some((r) => r.id === id)) ?? [],
    expanded: false,
  };
}

const newestFirst = (a: CommentEntry, b: CommentEntry) => b.id - a.id;

function updateComment(
  state: CommentListState,
  id: number,
  change: (entry: CommentEntry) => CommentEntry,
): CommentListState {
  return { ...state, comments: state.comments.map((entry) => (entry.id === id ? change(entry) : entry)) };
}

export function commentListReducer(state: CommentListState, action: CommentListAction): CommentListState {
  switch (action.type) {
    case 'pageLoaded': {
      const byId = new Map(state.comments.map((entry) => [entry.id, entry]));
      for (const comment of action.records) {
        if (state.deletedIds.includes(comment.id)) continue;
        byId.set(
          comment.id,
          entryOf(comment, action.likeMap[String(comment.id)] === true, byId.get(comment.id)),
        );
      }
      return { ...state, comments: [...byId.values()].sort(newestFirst), total: action.total };
    }
    case 'commentAdded':
      return {
        ...state,
        comments: [entryOf(action.comment, false, undefined), ...state.comments].sort(newestFirst),
        total: state.total + 1,
      };
    case 'commentDeleted':
      return {
        comments: state.comments.filter((entry) => entry.id !== action.id),
        total: Math.max(0, state.total - 1),
        deletedIds: [...state.deletedIds, action.id],
      };
    case 'liked':
      return updateComment(state, action.id, (entry) =>
        entry.liked === action.toLike
          ? entry
          : {
              ...entry,
              liked: action.toLike,
              likeNum: Math.max(0, entry.likeNum + (action.toLike ? 1 : -1)),
            },
      );
    case 'replyAdded':
      return updateComment(state, action.reply.commentId, (entry) => ({
        ...entry,
        replies: [...entry.replies, action.reply],
        freshReplyIds: [...entry.freshReplyIds, action.reply.id],
        totalReplyNum: entry.totalReplyNum + 1,
      }));
    case 'replyDeleted':
      return updateComment(state, action.commentId, (entry) => ({
        ...entry,
        replies: entry.replies.filter((reply) => reply.id !== action.replyId),
        freshReplyIds: entry.freshReplyIds.filter((id) => id !== action.replyId),
        totalReplyNum: Math.max(0, entry.totalReplyNum - 1),
      }));
    case 'allRepliesLoaded':
      return updateComment(state, action.commentId, (entry) => ({
        ...entry,
        replies: action.replies,
        freshReplyIds: [],
        totalReplyNum: action.replies.length,
        expanded: true,
      }));
    case 'collapsed':
      return updateComment(state, action.commentId, (entry) => ({ ...entry, expanded: false }));
  }
}

/** The replies drawn under a comment: all when expanded, else the first ones and those written here. */
export function shownReplies(entry: CommentEntry): Reply[] {
  if (entry.expanded) return entry.replies;
  return entry.replies.filter(
    (reply, index) => index < commentRules.repliesShown || entry.freshReplyIds.includes(reply.id),
  );
}

/** Whether "show all N replies" is offered: the comment has more replies than are drawn. */
export function hasHiddenReplies(entry: CommentEntry): boolean {
  return !entry.expanded && entry.totalReplyNum > shownReplies(entry).length;
}

/** Whether "collapse" is offered: all are drawn and there are more than the first ones. */
export function canCollapse(entry: CommentEntry): boolean {
  return entry.expanded && entry.replies.length > commentRules.repliesShown;
}
