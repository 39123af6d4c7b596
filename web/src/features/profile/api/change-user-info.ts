import type { z } from 'zod';
import { changeUserInfo, getUserHomeInfo } from '@oj/shared/api/profile';
import { callKey, useCallMutation } from '../../../lib/call-query';

/** POST /api/change-userInfo: answers the caller's updated info; the user home reads it again. */
export function useChangeUserInfo() {
  return useCallMutation(changeUserInfo, {
    toInput: (body: z.input<typeof changeUserInfo.body>) => ({ body }),
    invalidates: [callKey(getUserHomeInfo)],
  });
}
