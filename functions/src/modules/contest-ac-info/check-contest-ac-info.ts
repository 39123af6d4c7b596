import type { checkContestAcInfo as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { setAcRecordChecked } from '../../data/contest-ac-records/set-ac-record-checked';
import { contestAsAdmin } from './contest-as-admin';

/** PUT /api/check-contest-ac-info {id, cid, checked}: a contest admin ticks a balloon on or off. */
export const checkContestAcInfo: Handler<typeof call, 'user'> = async ({ body }, context) => {
  await contestAsAdmin(body.cid, context.user);
  if (!(await setAcRecordChecked(body.cid, body.id, body.checked)))
    throw new AppError('contestAcRecordNotFound', { cid: body.cid, id: body.id });
  return null;
};
