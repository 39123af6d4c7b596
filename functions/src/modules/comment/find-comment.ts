import type { StoredComment } from '../../data/comments/comment-item';
import { sourceOfComment } from '../../data/comments/comment-item';
import { readComment } from '../../data/comments/read-comment';
import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import type { OpenedScope } from '../../scope/open-scope';
import { openSource, type SourceInfo } from './comment-source';
import { commentFilterFor } from './comment-visibility';

/**
 * A comment the viewer may see, with its source opened under the source's rules (`openSource`; the
 * scope the route opened, when the request names the comment's contest): not found when it does not
 * exist or is one the viewer may not see (another contestant's during a contest).
 */
export async function findComment(
  id: number,
  user: RequestUser | undefined,
  purpose: 'read' | 'write',
  opened?: OpenedScope,
): Promise<{ comment: StoredComment; info: SourceInfo }> {
  const comment = await readComment(id);
  if (!comment) throw new AppError('commentNotFound', { id });
  const info = await openSource(sourceOfComment(comment), user, purpose, opened);
  const shown = commentFilterFor(info, user);
  if (shown !== null && !shown(comment)) throw new AppError('commentNotFound', { id });
  return { comment, info };
}
