import type { checkContestPrintStatus as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { markPrintPrinted } from '../../data/contest-prints/mark-print-printed';
import { contestAsAdmin } from '../contest-ac-info/contest-as-admin';

/** PUT /api/check-contest-print-status?id&cid: a contest admin marks a print printed (0 → 1). */
export const checkContestPrintStatus: Handler<typeof call, 'user'> = async ({ query }, context) => {
  await contestAsAdmin(query.cid, context.user);
  if (!(await markPrintPrinted(query.cid, query.id)))
    throw new AppError('contestPrintNotFound', { id: query.id });
  return null;
};
