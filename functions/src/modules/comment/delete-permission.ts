import type { RequestUser } from '../../frame/request-context';
import { isAdmin } from '../../policy/viewer';
import type { SourceInfo } from './comment-source';

/**
 * A comment or reply is deleted by its author, the contest's admins in their contest, an admin, or
 * under a group's discussion one of the group's admins (the board's moderators).
 */
export function mayDelete(authorUid: string, info: SourceInfo, user: RequestUser): boolean {
  return authorUid === user.uid || info.contest?.admin === true || isAdmin(user) || info.discussionModerator;
}
