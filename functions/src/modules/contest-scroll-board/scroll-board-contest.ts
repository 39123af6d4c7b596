import type { StoredContest } from '@oj/shared';
import type { RequestUser } from '../../frame/request-context';
import { enforce } from '../../frame/enforce';
import { scrollBoardAccess } from '../../policy/contest-scroll-board';
import type { ContestScope } from '../../scope/open-scope';

/**
 * The contest of a scroll board call once the viewer may read its scroll board (`scrollBoardAccess`),
 * or the refusal naming why, decided from the scope the route opened (the viewer's registration, a
 * group's contest for its members, its roots as admins; a visitor has none). Reads nothing.
 */
export function scrollBoardContest(
  scope: ContestScope,
  user: RequestUser | undefined,
  now = Date.now(),
): StoredContest {
  enforce(scrollBoardAccess(user, scope.stored, scope, now));
  return scope.stored;
}
