import { adminDeleteContest } from '@oj/shared/api/admin-contest';
import { useCallMutation } from '../../../lib/call-query';
import { contestChangedKeys } from './contest-changed-keys';

/** DELETE /api/admin/contest?cid= (super admin): the contest and what it holds; submissions stay. */
export const useDeleteContest = () =>
  useCallMutation(adminDeleteContest, {
    toInput: (cid: number) => ({ query: { cid } }),
    invalidates: contestChangedKeys,
  });
