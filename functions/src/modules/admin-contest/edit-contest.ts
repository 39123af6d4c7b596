import type { adminEditContest as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { updateContestFields } from '../../data/contests/update-contest-fields';
import { administeredContest } from '../../scope/administered-contest';
import { contestFieldsOf } from './contest-form';

/**
 * PUT /api/admin/contest: the form's fields; the creator, the registrations and the rule type stay.
 * The form names its contest by `id`, so the contest is opened here for its admins
 * (`administeredContest`), as the last edit left it.
 */
export const editContest: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const { stored: previous } = await administeredContest(body.id, context.user, 'contestNotYours');
  await updateContestFields(body.id, contestFieldsOf(body, previous), new Date().toISOString());
  context.log.info('contest edited', { cid: body.id, by: context.user.username });
  return null;
};
