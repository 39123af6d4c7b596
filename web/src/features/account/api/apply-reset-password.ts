import { useMutation } from '@tanstack/react-query';
import { applyResetPassword } from '@oj/shared/api/account';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** POST /api/apply-reset-password: mails a reset link to an address that has an account. */
export function useApplyResetPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof applyResetPassword.body>) => callApi(applyResetPassword, { body }),
  });
}
