import type { updateGroupContest as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { editContestFromForm } from '../admin-contest';
import { changeableGroupContest } from './group-contest-change';

/**
 * PUT /api/group/contest: the site's contest form saved over the group contest `id` names (the route
 * opened it inside the `gid` the form sends back, if any), by those who may change it. The contest
 * stays in its group; its creator, registrations and rule type stay.
 */
export const updateContest: ScopedHandler<typeof call, 'user', 'any'> = async ({ body }, context) => {
  // `id` is required, so the scope is the contest it names.
  if (context.scope.kind !== 'contest') throw new AppError('contestNotFound', { cid: body.id });
  const previous = changeableGroupContest(context.scope, context.user);
  // The contest keeps its group (`contestFieldsOf` takes it from `previous`).
  await editContestFromForm({ ...body, gid: null }, previous, context);
  return null;
};
