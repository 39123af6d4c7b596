import type { z } from 'zod';
import { changeEmail } from '@oj/shared/api/profile';
import { useCallMutation } from '../../../lib/call-query';

/** POST /api/change-email: answers the caller's info with the new address. */
export function useChangeEmail() {
  return useCallMutation(changeEmail, { toInput: (body: z.input<typeof changeEmail.body>) => ({ body }) });
}
