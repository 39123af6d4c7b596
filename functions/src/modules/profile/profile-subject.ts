import { AppError } from '../../frame/app-error';
import type { RequestContext } from '../../frame/request-context';
import { findUidByUsername } from '../../data/users/find-user';

/**
 * Whose profile a call is about: `uid` if given, else the account of `username`, else the caller.
 * A visitor who names nobody is asked to log in.
 */
export async function profileSubjectUid(
  query: { uid?: string | undefined; username?: string | undefined },
  context: RequestContext,
): Promise<string> {
  if (query.uid) return query.uid;
  if (query.username) {
    const uid = await findUidByUsername(query.username);
    if (!uid) throw new AppError('userNotFound');
    return uid;
  }
  if (!context.user) throw new AppError('loginRequired');
  return context.user.uid;
}
