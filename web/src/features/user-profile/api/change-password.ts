import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@oj/shared/api/account';
import { callApi } from '../../../lib/api-client';

/** POST /api/change-password: on success every session of the account has ended, this one too. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) => callApi(changePassword, { body }),
  });
}
