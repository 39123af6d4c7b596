import { register } from '@oj/shared/api/account';
import type { z } from 'zod';
import { useCallMutation } from '../../../lib/call-query';

export function useRegister() {
  return useCallMutation(register, { toInput: (body: z.input<typeof register.body>) => ({ body }) });
}
