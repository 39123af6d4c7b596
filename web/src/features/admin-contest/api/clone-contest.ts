import { adminCloneContest } from '@oj/shared/api/admin-contest';
import { useCallMutation } from '../../../lib/call-query';
import { contestChangedKeys } from './contest-changed-keys';

/** GET /api/admin/contest/clone?cid=: a copy of the contest's settings under a new id (no problems). */
export const useCloneContest = () =>
  useCallMutation(adminCloneContest, {
    toInput: (cid: number) => ({ query: { cid } }),
    invalidates: contestChangedKeys,
  });
