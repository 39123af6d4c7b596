import type { RequestUser } from '../../frame/request-context';
import { isAdmin } from '../../policy/viewer';
import type { SourceInfo } from './comment-source';

/** A comment or reply is deleted by its author, the contest's admins in their contest, or an admin. */
export function mayDelete(authorUid: string, info: SourceInfo, user: RequestUser): boolean {
  return authorUid === user.uid || info.contest?.admin === true || isAdmin(user);
}
