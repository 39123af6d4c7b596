import { changePassword } from '@oj/shared/api/account';
import { useCallMutation } from '../../../lib/call-query';

/** POST /api/change-password: on success every session of the account has ended, this one too. */
export function useChangePassword() {
  return useCallMutation(changePassword, {
    toInput: (body: { oldPassword: string; newPassword: string }) => ({ body }),
  });
}
