import type { adminCreateContest as call, AdminContestBody, StoredContest } from '@oj/shared';
import type { Handler, SignedInContext } from '../../frame/route';
import { contestFieldsOf } from './contest-form';
import { storeNewContest } from './store-new-contest';

/**
 * A new contest from the contest form, made by the caller, with the next contest id: the site's own
 * (`gid` null) or held by group `gid` (the group's contest calls). Answers its id.
 */
export async function createContestFromForm(
  body: AdminContestBody,
  gid: number | null,
  context: SignedInContext,
): Promise<number> {
  const fields = { ...contestFieldsOf(body), gid };
  const now = new Date().toISOString();
  const cid = await storeNewContest((id): StoredContest => ({
    cid: id,
    uid: context.user.uid,
    author: context.user.username,
    source: 0,
    count: 0,
    gmtCreate: now,
    gmtModified: now,
    ...fields,
  }));
  context.log.info('contest created', { cid, gid, by: context.user.username });
  return cid;
}

/** POST /api/admin/contest: a new contest of the site by the caller, with the next contest id. */
export const createContest: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  await createContestFromForm(body, null, context);
  return null;
};
