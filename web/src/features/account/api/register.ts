import { useMutation } from '@tanstack/react-query';
import { register } from '@oj/shared/api/account';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export function useRegister() {
  return useMutation({
    mutationFn: (body: z.input<typeof register.body>) => callApi(register, { body }),
  });
}
