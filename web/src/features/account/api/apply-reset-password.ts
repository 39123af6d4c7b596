import { applyResetPassword } from '@oj/shared/api/account';
import type { z } from 'zod';
import { useCallMutation } from '../../../lib/call-query';

/** POST /api/apply-reset-password: mails a reset link to an address that has an account. */
export function useApplyResetPassword() {
  return useCallMutation(applyResetPassword, {
    toInput: (body: z.input<typeof applyResetPassword.body>) => ({ body }),
  });
}
