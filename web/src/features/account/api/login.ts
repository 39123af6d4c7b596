import { useMutation } from '@tanstack/react-query';
import { login } from '@oj/shared/api/account';
import type { z } from 'zod';
import { callApiWithHeaders } from '../../../lib/api-client';
import { sessionStore } from '../session/session-store';

export type LoginInput = z.input<typeof login.body>;

/** POST /api/login: keeps the token of the `authorization` response header and the user info. */
export async function logIn(input: LoginInput): Promise<void> {
  const { data, headers } = await callApiWithHeaders(login, { body: input });
  const token = headers.get('authorization');
  if (!token) throw new Error('The login answer carried no token.');
  sessionStore.logIn(token, data);
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
