import type { adminEditContest as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { updateContestFields } from '../../data/contests/update-contest-fields';
import { contestFieldsOf } from './contest-form';
import { readOwnContest } from './own-contest';

/** PUT /api/admin/contest: the form's fields; the creator, the registrations and the rule type stay. */
export const editContest: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const previous = await readOwnContest(body.id, context.user);
  await updateContestFields(body.id, contestFieldsOf(body, previous), new Date().toISOString());
  context.log.info('contest edited', { cid: body.id, by: context.user.username });
  return null;
};
