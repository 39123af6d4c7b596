import type { getContestAccess as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { isContestAdmin } from '../../policy/contest';
import { holdsContestAccess } from './contest-access';
import { examPaperLocked } from './exam-lock';

/**
 * GET /api/get-contest-access: `{access, examLocked}`, whether the viewer holds the contest's access
 * and, in an exam, whether the paper is locked for them (handed in, not released since).
 */
export const getContestAccess: ScopedHandler<typeof call, 'user', 'contest'> = async (_input, context) => {
  const { scope, user } = context;
  const contest = scope.stored;
  const admin = isContestAdmin(user, scope.contest, scope);
  return {
    access: holdsContestAccess({
      contest,
      admin,
      registered: scope.registered,
      username: user.username,
    }),
    examLocked: await examPaperLocked(contest, user.uid, admin),
  };
};
