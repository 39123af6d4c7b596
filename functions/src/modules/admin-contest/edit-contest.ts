import type { adminEditContest as call, AdminContestBody, StoredContest } from '@oj/shared';
import type { Handler, SignedInContext } from '../../frame/route';
import { updateContestFields } from '../../data/contests/update-contest-fields';
import { administeredContest } from '../../scope/administered-contest';
import { contestFieldsOf } from './contest-form';

/**
 * Saves the contest form over `previous` (read as the last edit left it, by a caller who may change
 * it): the creator, the registrations, the rule type and the group stay.
 */
export async function editContestFromForm(
  body: AdminContestBody,
  previous: StoredContest,
  context: SignedInContext,
): Promise<void> {
  await updateContestFields(previous.cid, contestFieldsOf(body, previous), new Date().toISOString());
  context.log.info('contest edited', { cid: previous.cid, gid: previous.gid, by: context.user.username });
}

/**
 * PUT /api/admin/contest: the form's fields; the creator, the registrations and the rule type stay.
 * The form names its contest by `id`, so the contest is opened here for its admins
 * (`administeredContest`), as the last edit left it.
 */
export const editContest: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const { stored: previous } = await administeredContest(body.id, context.user, 'contestNotYours');
  await editContestFromForm(body, previous, context);
  return null;
};
