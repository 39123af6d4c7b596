import type { Comment } from '@oj/shared/api/comment';
import type { UnreadCounts } from '@oj/shared/api/message';
import type { Login } from './accounts';
import { apiCall } from './api-call';

/*
 * What makes messages, through the API as users and the super admin make them: a discussion, its
 * comments, replies and likes, and a system notice.
 */

/** A discussion category for the tests' posts (any but the solutions one), made when none exists. */
export async function discussionCategoryId(rootToken: string): Promise<number> {
  const listed = await apiCall<{ id: number; name: string }[]>('/api/discussion-category', {
    token: rootToken,
  });
  const found = listed.find((category) => category.name !== '题解');
  if (found) return found.id;
  const made = await apiCall<{ id: number; name: string }[]>('/api/discussion-category', {
    method: 'POST',
    token: rootToken,
    body: [{ name: '综合' }],
  });
  const category = made.find((each) => each.name === '综合');
  if (!category) throw new Error('the discussion category was not made');
  return category.id;
}

/**
 * Posts a discussion as `author` (its title must be unique), with a description and content made from
 * the title unless `text` gives them; answers its id.
 */
export async function postDiscussion(
  author: Login,
  title: string,
  categoryId: number,
  text: { description?: string; content?: string } = {},
): Promise<number> {
  const { description = `About ${title}`, content = `The text of **${title}**.` } = text;
  await apiCall('/api/discussion', {
    method: 'POST',
    token: author.token,
    body: { title, description, content, categoryId },
  });
  const list = await apiCall<{ records: { id: number; title: string }[] }>(
    `/api/get-discussion-list?onlyMine=true&keyword=${encodeURIComponent(title)}&limit=50`,
    { token: author.token },
  );
  const id = list.records.find((row) => row.title === title)?.id;
  if (!id) throw new Error(`the discussion ${title} was not listed`);
  return id;
}

export function commentOn(author: Login, did: number, content: string): Promise<Comment> {
  return apiCall<Comment>('/api/comment', { method: 'POST', token: author.token, body: { did, content } });
}

/** `author` replies to `comment` (under discussion `did`), to the comment's author. */
export function replyTo(author: Login, did: number, comment: Comment, content: string): Promise<unknown> {
  return apiCall('/api/reply', {
    method: 'POST',
    token: author.token,
    body: {
      reply: { commentId: comment.id, content, toUid: comment.fromUid, toName: comment.fromName },
      did,
      quoteId: comment.id,
      quoteType: 'Comment',
    },
  });
}

export function likeDiscussion(liker: Login, did: number): Promise<unknown> {
  return apiCall(`/api/discussion-like?did=${did}&toLike=true`, { token: liker.token });
}

export function likeComment(liker: Login, commentId: number, did: number): Promise<unknown> {
  return apiCall(`/api/comment-like?cid=${commentId}&toLike=true&sourceId=${did}&sourceType=Discussion`, {
    token: liker.token,
  });
}

/** A system notice from the super admin to one user. */
export function sendNotice(rootToken: string, recipientUid: string, title: string, content: string) {
  return apiCall('/api/admin/msg/notice', {
    method: 'POST',
    token: rootToken,
    body: { title, content, type: 'Single', recipientId: recipientUid },
  });
}

export function unreadOf(login: Login): Promise<UnreadCounts> {
  return apiCall<UnreadCounts>('/api/msg/unread', { token: login.token });
}
