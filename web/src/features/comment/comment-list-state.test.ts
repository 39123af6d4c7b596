import { describe, expect, it } from 'vitest';
import type { Comment, Reply } from '@oj/shared/api/comment';
import {
  canCollapse,
  commentListReducer,
  emptyCommentList,
  hasHiddenReplies,
  shownReplies,
  type CommentEntry,
  type CommentListState,
} from './comment-list-state';

function reply(id: number, commentId = 1): Reply {
  return {
    id,
    commentId,
    fromUid: `u${id}`,
    fromName: `user${id}`,
    fromAvatar: '',
    fromRole: 'default_user',
    fromTitleName: null,
    fromTitleColor: null,
    toUid: 'u0',
    toName: 'user0',
    toAvatar: '',
    content: `reply ${id}`,
    status: 0,
    gmtCreate: '2026-11-24T10:00:00.000Z',
    gmtModified: '2026-11-24T10:00:00.000Z',
  };
}

function comment(id: number, replies: Reply[] = [], totalReplyNum = replies.length): Comment {
  return {
    id,
    did: 7,
    cid: null,
    content: `comment ${id}`,
    fromUid: 'u0',
    fromName: 'user0',
    fromAvatar: '',
    fromRole: 'default_user',
    fromTitleName: null,
    fromTitleColor: null,
    likeNum: 2,
    totalReplyNum,
    status: 0,
    gmtCreate: '2026-11-24T10:00:00.000Z',
    replyList: replies,
  };
}

function firstOf(state: CommentListState): CommentEntry {
  const [first] = state.comments;
  if (!first) throw new Error('the list is empty');
  return first;
}

const load = (state: CommentListState, records: Comment[], total: number, likeMap = {}) =>
  commentListReducer(state, { type: 'pageLoaded', records, total, likeMap });

describe('the comment list state', () => {
  it('keeps comments newest first across pages and marks the viewer’s likes', () => {
    let state = load(emptyCommentList, [comment(30), comment(29)], 4, { '29': true });
    state = load(state, [comment(28), comment(27)], 4);
    expect(state.comments.map((entry) => entry.id)).toEqual([30, 29, 28, 27]);
    expect(state.comments.map((entry) => entry.liked)).toEqual([false, true, false, false]);
  });

  it('puts a new comment first and does not double it when a later page brings it again', () => {
    let state = load(emptyCommentList, [comment(30)], 1);
    state = commentListReducer(state, { type: 'commentAdded', comment: comment(31) });
    expect(state.total).toBe(2);
    state = load(state, [comment(31), comment(30)], 2);
    expect(state.comments.map((entry) => entry.id)).toEqual([31, 30]);
  });

  it('never brings a deleted comment back from a page read before the deletion', () => {
    let state = load(emptyCommentList, [comment(30), comment(29)], 2);
    state = commentListReducer(state, { type: 'commentDeleted', id: 30 });
    state = load(state, [comment(30), comment(29)], 2);
    expect(state.comments.map((entry) => entry.id)).toEqual([29]);
  });

  it('moves the like count once per change of the like', () => {
    let state = load(emptyCommentList, [comment(30)], 1);
    state = commentListReducer(state, { type: 'liked', id: 30, toLike: true });
    state = commentListReducer(state, { type: 'liked', id: 30, toLike: true });
    expect(state.comments[0]).toMatchObject({ liked: true, likeNum: 3 });
    state = commentListReducer(state, { type: 'liked', id: 30, toLike: false });
    expect(state.comments[0]).toMatchObject({ liked: false, likeNum: 2 });
  });

  it('shows three replies, offers all of them, and collapses back to three', () => {
    let state = load(emptyCommentList, [comment(1, [reply(1), reply(2), reply(3)], 5)], 1);
    const first = () => firstOf(state);
    expect(shownReplies(first()).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(hasHiddenReplies(first())).toBe(true);
    state = commentListReducer(state, {
      type: 'allRepliesLoaded',
      commentId: 1,
      replies: [1, 2, 3, 4, 5].map((id) => reply(id)),
    });
    expect(shownReplies(first())).toHaveLength(5);
    expect(canCollapse(first())).toBe(true);
    state = commentListReducer(state, { type: 'collapsed', commentId: 1 });
    expect(shownReplies(first()).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(hasHiddenReplies(first())).toBe(true);
  });

  it('shows a reply written here even while the list is collapsed, and counts it', () => {
    let state = load(emptyCommentList, [comment(1, [reply(1), reply(2), reply(3)], 4)], 1);
    state = commentListReducer(state, { type: 'replyAdded', reply: reply(9) });
    expect(shownReplies(firstOf(state)).map((r) => r.id)).toEqual([1, 2, 3, 9]);
    expect(firstOf(state).totalReplyNum).toBe(5);
    state = commentListReducer(state, { type: 'replyDeleted', commentId: 1, replyId: 2 });
    expect(shownReplies(firstOf(state)).map((r) => r.id)).toEqual([1, 3, 9]);
    expect(firstOf(state).totalReplyNum).toBe(4);
  });
});
