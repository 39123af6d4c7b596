import type { checkContestAcInfo as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { ScopedHandler } from '../../scope/route';
import { setAcRecordChecked } from '../../data/contest-ac-records/set-ac-record-checked';

/**
 * PUT /api/check-contest-ac-info {id, cid, checked}: a contest admin (the route's `administer`) ticks
 * a balloon on or off.
 */
export const checkContestAcInfo: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { body },
  { scope },
) => {
  const cid = scope.contest.cid;
  if (!(await setAcRecordChecked(cid, body.id, body.checked)))
    throw new AppError('contestAcRecordNotFound', { cid, id: body.id });
  return null;
};
