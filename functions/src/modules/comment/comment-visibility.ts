import type { StoredComment } from '../../data/comments/comment-item';
import type { RequestUser } from '../../frame/request-context';
import type { SourceInfo } from './comment-source';

/**
 * Who sees which comments. Under a discussion, and in a contest for its admins or after its end,
 * everyone sees all. Until a contest ends a contestant sees only their own comments and those staff
 * wrote (admins and the contest's admins): contestants must not see each other's questions while it
 * runs (spec part 2, §6). Replies follow the same rule. Null when all are shown.
 */
export function commentFilterFor(
  info: SourceInfo,
  user: RequestUser | undefined,
): ((comment: Pick<StoredComment, 'from' | 'staff'>) => boolean) | null {
  const contest = info.contest;
  if (contest === null || contest.admin || contest.phase === 'ended') return null;
  return (comment) => comment.from.uid === user?.uid || comment.staff;
}
