import { checkUsernameOrEmail } from '@oj/shared/api/account';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** POST /api/check-username-or-email: true means the name or address is already taken. */
export function checkTaken(body: z.input<typeof checkUsernameOrEmail.body>) {
  return callApi(checkUsernameOrEmail, { body });
}
