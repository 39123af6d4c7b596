import type { adminCreateContest as call, StoredContest } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { contestFieldsOf } from './contest-form';
import { storeNewContest } from './store-new-contest';

/** POST /api/admin/contest: a new contest by the caller, with the next contest id. */
export const createContest: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const fields = contestFieldsOf(body);
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
  context.log.info('contest created', { cid, by: context.user.username });
  return null;
};
