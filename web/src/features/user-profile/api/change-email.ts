import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { changeEmail } from '@oj/shared/api/profile';
import { callApi } from '../../../lib/api-client';

/** POST /api/change-email: answers the caller's info with the new address. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: z.input<typeof changeEmail.body>) => callApi(changeEmail, { body }),
  });
}
