import { adminChangeContestVisible } from '@oj/shared/api/admin-contest';
import { useCallMutation } from '../../../lib/call-query';
import { contestChangedKeys } from './contest-changed-keys';

/** PUT /api/admin/contest/change-contest-visible: the list's switch; the site's list follows at once. */
export const useChangeContestVisible = () =>
  useCallMutation(adminChangeContestVisible, {
    toInput: ({ cid, uid, visible }: { cid: number; uid: string; visible: boolean }) => ({
      query: { cid, uid, visible: visible ? ('true' as const) : ('false' as const) },
    }),
    invalidates: contestChangedKeys,
  });
