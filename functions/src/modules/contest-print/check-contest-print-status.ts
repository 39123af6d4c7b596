import type { checkContestPrintStatus as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { ScopedHandler } from '../../scope/route';
import { markPrintPrinted } from '../../data/contest-prints/mark-print-printed';

/**
 * PUT /api/check-contest-print-status?id&cid: a contest admin (the route's `administer`) marks a print
 * printed (0 → 1).
 */
export const checkContestPrintStatus: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  { scope },
) => {
  if (!(await markPrintPrinted(scope.contest.cid, query.id)))
    throw new AppError('contestPrintNotFound', { id: query.id });
  return null;
};
