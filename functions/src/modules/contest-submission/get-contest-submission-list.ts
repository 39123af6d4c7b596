import type { getContestSubmissionList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { contestSubmissionPage } from '../submission';

/**
 * GET /api/contest-submissions: a page of contest `contestID`'s submissions as the caller may see
 * them (`contestSubmissionPage`): every contestant's to everyone who may enter, except in exam mode;
 * results hidden where the contest's seal says; never the code.
 */
export const getContestSubmissionList: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  context,
) => contestSubmissionPage(context.scope, context.user, query);
