import { commentRules } from '@oj/shared/domain/discussion';
import type { CommentContest, CommentViewer } from './comment-viewer';

/** What an author line needs to decide a rule: who wrote it and with which role. */
export interface EntryAuthor {
  fromUid: string;
  fromName: string;
  fromRole: string;
}

/** The problem with a comment or reply before it is sent (spec part 2 §5), as an i18n key; null when fine. */
export function contentProblem(content: string): 'comment.contentEmpty' | 'comment.contentTooLong' | null {
  if (content.trim() === '') return 'comment.contentEmpty';
  if (content.length > commentRules.contentMaxLength) return 'comment.contentTooLong';
  return null;
}

/** Own entries are deleted by their author; admins delete any; contest admins any in their contest. */
export function mayDeleteEntry(
  entry: EntryAuthor,
  viewer: CommentViewer,
  contest: CommentContest | null,
): boolean {
  if (viewer.uid === null) return false;
  return entry.fromUid === viewer.uid || viewer.admin || contest?.admin === true;
}

/**
 * Spec part 2 §6: in a contest, the reply button is hidden on comments by root or by the contest's
 * owner unless the viewer wrote it or is a contest admin (an answer from the organisers closes the
 * thread to contestants). Under a discussion everyone may reply.
 */
export function mayReplyTo(
  entry: EntryAuthor,
  viewer: CommentViewer,
  contest: CommentContest | null,
): boolean {
  if (contest === null) return true;
  const staffAuthor = entry.fromRole === 'root' || entry.fromName === contest.ownerName;
  if (!staffAuthor) return true;
  return entry.fromUid === viewer.uid || contest.admin;
}
