import * as z from 'zod';
import { accountRules, normaliseUsername, usernamePattern } from '../domain/account-rules';
import { permissionNames } from '../auth/permissions';
import { fieldRule } from './account-field-rules';
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

/** A username as typed: normalised (NFKC, trimmed), required, at most 20 characters. */
const usernameField = z
  .string(fieldRule('usernameRequired'))
  .transform(normaliseUsername)
  .pipe(
    z
      .string()
      .min(1, fieldRule('usernameRequired'))
      .refine((name) => [...name].length <= accountRules.usernameMaxLength, fieldRule('usernameTooLong')),
  );

/** A new username also keeps to the allowed characters (see `usernamePattern`). */
const newUsernameField = usernameField.pipe(
  z.string().regex(usernamePattern, fieldRule('usernameCharacters')),
);

/** A password: 6 to 20 characters (spec §5). */
export const passwordField = z
  .string(fieldRule('passwordRequired'))
  .min(1, fieldRule('passwordRequired'))
  .min(accountRules.passwordMinLength, fieldRule('passwordLength'))
  .max(accountRules.passwordMaxLength, fieldRule('passwordLength'));

/**
 * A password at login: registration's rule, but up to 25 characters, so accounts the administrator
 * generated with the longest numeric passwords the spec allows (6 to 25 digits, §5) can log in.
 */
export const loginPasswordField = z
  .string(fieldRule('passwordRequired'))
  .min(1, fieldRule('passwordRequired'))
  .min(accountRules.passwordMinLength, fieldRule('loginPasswordLength'))
  .max(accountRules.loginPasswordMaxLength, fieldRule('loginPasswordLength'));

/** An email address of at most 100 characters. */
export const emailField = z
  .string(fieldRule('emailRequired'))
  .trim()
  .min(1, fieldRule('emailRequired'))
  .max(accountRules.emailMaxLength, fieldRule('emailFormat'))
  .pipe(z.email(fieldRule('emailFormat')));

/** A mailed code: exactly six characters. */
export const mailedCodeField = z
  .string(fieldRule('codeRequired'))
  .trim()
  .min(1, fieldRule('codeRequired'))
  .length(accountRules.registerCodeLength, fieldRule('codeLength'));

export const login = defineCall({
  module: 'account',
  method: 'POST',
  path: '/api/login',
  query: noQuery,
  body: z.object({
    username: usernameField,
    password: loginPasswordField,
    /** The slide verification, required after five consecutive failures: its key and the offset slid to. */
    captchaKey: z.string().max(100).optional(),
    slideOffset: z.number().min(0).max(1000).optional(),
  }),
  response: sessionUserSchema,
});

export const logout = defineCall({
  module: 'account',
  method: 'GET',
  path: '/api/logout',
  query: noQuery,
  body: noBody,
  response: z.null(),
});

export const getUserAuthInfo = defineCall({
  module: 'account',
  method: 'GET',
  path: '/api/get-user-auth-info',
  query: noQuery,
  body: noBody,
  /** The role names, the permissions they carry (contract §1, "Roles and permissions") and the role code. */
  response: z.object({
    roles: z.array(roleNameSchema),
    permissions: z.array(z.enum(permissionNames)),
    roleCode: z.number().int(),
  }),
});

/**
 * A slide puzzle: a background with a gap and the piece that fills it, at the same height, both PNG
 * images as data URLs. The client slides the piece horizontally; its left offset is the answer, which
 * nothing in the answer gives away: the gap is only pixels of the background.
 */
export const getSlideCaptcha = defineCall({
  module: 'account',
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

export const getRegisterCode = defineCall({
  module: 'account',
  method: 'GET',
  path: '/api/get-register-code',
  query: z.object({ email: emailField }),
  body: noBody,
  response: z.object({ email: z.string() }),
});

export const checkUsernameOrEmail = defineCall({
  module: 'account',
  method: 'POST',
  path: '/api/check-username-or-email',
  query: noQuery,
  body: z.object({
    username: z.string().max(100).transform(normaliseUsername).optional(),
    email: z.string().trim().max(accountRules.emailMaxLength).optional(),
  }),
  /** true means already taken. */
  response: z.object({ username: z.boolean(), email: z.boolean() }),
});

export const register = defineCall({
  module: 'account',
  method: 'POST',
  path: '/api/register',
  query: noQuery,
  body: z.object({
    username: newUsernameField,
    password: passwordField,
    email: emailField,
    code: mailedCodeField,
  }),
  response: z.null(),
});

export const getCaptcha = defineCall({
  module: 'account',
  method: 'GET',
  path: '/api/captcha',
  query: noQuery,
  body: noBody,
  /** `img` is a PNG data URL (the text is only pixels); the answer is checked with `captchaKey`. */
  response: z.object({ img: z.string(), captchaKey: z.string() }),
});

export const applyResetPassword = defineCall({
  module: 'account',
  method: 'POST',
  path: '/api/apply-reset-password',
  query: noQuery,
  body: z.object({
    email: emailField,
    captcha: z
      .string(fieldRule('captchaRequired'))
      .trim()
      .min(1, fieldRule('captchaRequired'))
      .max(accountRules.captchaMaxLength, fieldRule('captchaLength')),
    captchaKey: z.string().min(1).max(100),
  }),
  response: z.null(),
});

export const resetPassword = defineCall({
  module: 'account',
  method: 'POST',
  path: '/api/reset-password',
  query: noQuery,
  body: z.object({
    username: usernameField,
    password: passwordField,
    code: z.string(fieldRule('codeRequired')).trim().min(1, fieldRule('codeRequired')).max(100),
  }),
  response: z.null(),
});

export const changePassword = defineCall({
  module: 'account',
  method: 'POST',
  path: '/api/change-password',
  query: noQuery,
  body: z.object({ oldPassword: passwordField, newPassword: passwordField }),
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
