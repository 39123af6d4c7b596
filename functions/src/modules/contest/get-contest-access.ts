import type { getContestAccess as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { holdsContestAccess } from './contest-access';
import { examPaperLocked } from './exam-lock';
import { findContest } from './find-contest';

/**
 * GET /api/get-contest-access: `{access, examLocked}`, whether the viewer holds the contest's access
 * and, in an exam, whether the paper is locked for them (handed in, not released since).
 */
export const getContestAccess: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const { contest, admin, scope } = await findContest(query.cid, context.user);
  return {
    access: holdsContestAccess({
      contest,
      admin,
      registered: scope.registered,
      username: context.user.username,
    }),
    examLocked: await examPaperLocked(contest, context.user.uid, admin),
  };
};
