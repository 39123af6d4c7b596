import { resetPassword } from '@oj/shared/api/account';
import type { z } from 'zod';
import { useCallMutation } from '../../../lib/call-query';

export function useResetPassword() {
  return useCallMutation(resetPassword, {
    toInput: (body: z.input<typeof resetPassword.body>) => ({ body }),
  });
}
