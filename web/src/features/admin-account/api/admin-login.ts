import type { z } from 'zod';
import { adminLogin } from '@oj/shared/api/admin-account';
import type { SessionUser } from '@oj/shared/api/account';
import { callApiWithHeaders } from '../../../lib/api-client';

export type AdminLoginInput = z.input<typeof adminLogin.body>;

/**
 * POST /api/admin/login: the user info and the token of the `authorization` response header. The
 * caller starts the session with them (the session store belongs to the account feature).
 */
export async function adminLogIn(input: AdminLoginInput): Promise<{ token: string; user: SessionUser }> {
  const { data, headers } = await callApiWithHeaders(adminLogin, { body: input });
  const token = headers.get('authorization');
  if (!token) throw new Error('The login answer carried no token.');
  return { token, user: data };
}
