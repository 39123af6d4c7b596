import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '@oj/shared/api/account';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof resetPassword.body>) => callApi(resetPassword, { body }),
  });
}
