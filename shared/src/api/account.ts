import * as z from 'zod';
import { accountRules } from '../domain/account-rules';
import { defineCall } from './define-call';
import { noBody, noQuery } from './params';

const roleNameSchema = z.enum(['root', 'admin', 'problem_admin', 'user']);

/** The user info a session keeps (spec §3): login returns it, the web app stores it. */
export const sessionUserSchema = z.object({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  nickname: z.string(),
  /** `vip1`–`vip3` style the name (spec §2). */
  number: z.string(),
  roleList: z.array(roleNameSchema),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

export const login = defineCall({
  area: 'account',
  method: 'POST',
  path: '/api/login',
  query: noQuery,
  body: z.object({
    username: z.string().trim().min(1).max(accountRules.usernameMaxLength),
    password: z.string().min(accountRules.passwordMinLength).max(accountRules.passwordMaxLength),
    /** The slide verification, required after five consecutive failures: its key and the offset slid to. */
    captchaKey: z.string().max(100).optional(),
    slideOffset: z.number().min(0).max(1000).optional(),
  }),
  response: sessionUserSchema,
});

export const logout = defineCall({
  area: 'account',
  method: 'GET',
  path: '/api/logout',
  query: noQuery,
  body: noBody,
  response: z.null(),
});

export const getUserAuthInfo = defineCall({
  area: 'account',
  method: 'GET',
  path: '/api/get-user-auth-info',
  query: noQuery,
  body: noBody,
  response: z.object({ roles: z.array(roleNameSchema), roleCode: z.number().int() }),
});

/**
 * A slide puzzle: a background with a gap and the piece that fills it, at the same height. The client
 * slides the piece horizontally; its left offset is the answer.
 */
export const getSlideCaptcha = defineCall({
  area: 'account',
  method: 'GET',
  path: '/api/get-slide-captcha',
  query: noQuery,
  body: noBody,
  response: z.object({
    captchaKey: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    pieceSize: z.number().int(),
    pieceY: z.number().int(),
    background: z.string(),
    piece: z.string(),
  }),
});

const emailSchema = z.string().trim().max(accountRules.emailMaxLength).pipe(z.email());

export const getRegisterCode = defineCall({
  area: 'account',
  method: 'GET',
  path: '/api/get-register-code',
  query: z.object({ email: emailSchema }),
  body: noBody,
  response: z.object({ email: z.string() }),
});

export const checkUsernameOrEmail = defineCall({
  area: 'account',
  method: 'POST',
  path: '/api/check-username-or-email',
  query: noQuery,
  body: z.object({
    username: z.string().trim().max(accountRules.usernameMaxLength).optional(),
    email: z.string().trim().max(accountRules.emailMaxLength).optional(),
  }),
  /** true means already taken. */
  response: z.object({ username: z.boolean(), email: z.boolean() }),
});

export const register = defineCall({
  area: 'account',
  method: 'POST',
  path: '/api/register',
  query: noQuery,
  body: z.object({
    username: z.string().trim().min(1).max(accountRules.usernameMaxLength),
    password: z.string().min(accountRules.passwordMinLength).max(accountRules.passwordMaxLength),
    email: emailSchema,
    code: z.string().trim().length(accountRules.registerCodeLength),
  }),
  response: z.null(),
});

const passwordSchema = z.string().min(accountRules.passwordMinLength).max(accountRules.passwordMaxLength);

export const getCaptcha = defineCall({
  area: 'account',
  method: 'GET',
  path: '/api/captcha',
  query: noQuery,
  body: noBody,
  /** `img` is an image data URL; the answer is checked with `captchaKey`. */
  response: z.object({ img: z.string(), captchaKey: z.string() }),
});

export const applyResetPassword = defineCall({
  area: 'account',
  method: 'POST',
  path: '/api/apply-reset-password',
  query: noQuery,
  body: z.object({
    email: emailSchema,
    captcha: z.string().trim().min(1).max(accountRules.captchaMaxLength),
    captchaKey: z.string().min(1).max(100),
  }),
  response: z.null(),
});

export const resetPassword = defineCall({
  area: 'account',
  method: 'POST',
  path: '/api/reset-password',
  query: noQuery,
  body: z.object({
    username: z.string().trim().min(1).max(accountRules.usernameMaxLength),
    password: passwordSchema,
    code: z.string().trim().min(1).max(100),
  }),
  response: z.null(),
});

export const changePassword = defineCall({
  area: 'account',
  method: 'POST',
  path: '/api/change-password',
  query: noQuery,
  body: z.object({ oldPassword: passwordSchema, newPassword: passwordSchema }),
  response: z.null(),
});

export const accountCalls = [
  getCaptcha,
  applyResetPassword,
  resetPassword,
  changePassword,
  login,
  logout,
  getUserAuthInfo,
  getSlideCaptcha,
  getRegisterCode,
  checkUsernameOrEmail,
  register,
] as const;
