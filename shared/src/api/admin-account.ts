import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody, noQuery } from './params';
import { login, sessionUserSchema } from './account';

/**
 * The admin login (spec §2.18): the body and answer of the public login, the token in the
 * `authorization` response header, and only for an account with an admin role.
 */
export const adminLogin = defineCall({
  module: 'admin-account',
  method: 'POST',
  path: '/api/admin/login',
  query: noQuery,
  body: login.body,
  response: sessionUserSchema,
});

/** Ends the admin's session, like the public logout. */
export const adminLogout = defineCall({
  module: 'admin-account',
  method: 'GET',
  path: '/api/admin/logout',
  query: noQuery,
  body: noBody,
  response: z.null(),
});

/** The admin login and logout. */
export const adminAccountCalls = [adminLogin, adminLogout] as const;
