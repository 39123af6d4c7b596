import * as z from 'zod';
import { defineCall } from './define-call';
import { booleanParam, listKeywordParam, noQuery, optionalParam, pageParams, pageSchema } from './params';
import { fieldRule } from './account-field-rules';
import { emailField, passwordField } from './account';
import { isRoleCode, type RoleCode } from '../auth/roles';
import { schemaRule } from '../domain/schema-rules';

/* Admin calls on user accounts (document 3, §2.18 "users"; §5 admin rules): super admin only. */

/** What one import file or one generation may hold: every password is hashed within one request. */
export const adminUserLimits = {
  /** Rows of one CSV import (`insert-batch-user`). */
  maxImportRows: 100,
  /** Accounts of one generation (`generate-user`). */
  maxGeneratedUsers: 100,
  /** Generated passwords are digits only, 6 to 25 of them (spec §5). */
  generatedPasswordMinLength: 6,
  generatedPasswordMaxLength: 25,
  /** How long a generated list stays downloadable. */
  generatedListLifetimeSeconds: 3600,
  /** Columns of an import row, in order. */
  importColumns: ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'],
} as const;

/** The role names of the contract's `Role` rows, by role code (the original server's names). */
export const contractRoleNames: Record<RoleCode, string> = {
  1000: 'root',
  1001: 'admin',
  1002: 'default_user',
  1003: 'no_submit',
  1004: 'no_discussion',
  1005: 'mute',
  1006: 'no_submit_no_discussion',
  1007: 'no_submit_mute',
  1008: 'problem_admin',
};

export const adminRoleSchema = z.object({
  id: z.number(),
  role: z.string(),
  description: z.string(),
  status: z.number(),
});

/** `UserRolesVO`: an account as the user list shows it. The password is never sent. */
export const adminUserRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  password: z.null(),
  nickname: z.string(),
  school: z.string(),
  course: z.string(),
  number: z.string(),
  gender: z.string(),
  realname: z.string(),
  cfUsername: z.string(),
  github: z.string(),
  blog: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  titleName: z.string(),
  titleColor: z.string(),
  signature: z.string(),
  /** 0 enabled, 1 disabled (a disabled account cannot log in). */
  status: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string().nullable(),
  roles: z.array(adminRoleSchema),
});

export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

const optionalText = (max: number) =>
  z.preprocess((value) => (value === null ? undefined : value), z.string().trim().max(max).optional());

export const adminGetUserList = defineCall({
  module: 'admin-user',
  method: 'GET',
  path: '/api/admin/user/get-user-list',
  query: z.object({
    ...pageParams(100, 10),
    /** Part of the username, real name or email, any case. */
    keyword: listKeywordParam,
    /** Only root, admin and problem admin accounts. */
    onlyAdmin: booleanParam.optional().default(false),
  }),
  body: z.unknown(),
  response: pageSchema(adminUserRowSchema),
});

/** `AdminEditUserDTO`. The password changes only with `setNewPwd: true`. */
export const adminEditUser = defineCall({
  module: 'admin-user',
  method: 'PUT',
  path: '/api/admin/user/edit-user',
  query: noQuery,
  body: z
    .object({
      uid: z.string().trim().min(1).max(64),
      /** Sent back as the list gave it; usernames are not changed here. */
      username: z.string().optional().nullable(),
      realname: optionalText(50),
      /** Empty for an account without an address. */
      email: optionalParam(emailField),
      password: optionalParam(passwordField),
      type: z.number().int().refine(isRoleCode, schemaRule('roleCode')),
      status: z.union([z.literal(0), z.literal(1)]),
      setNewPwd: z.boolean().optional().nullable(),
      titleName: optionalText(20),
      titleColor: optionalText(30),
    })
    .refine((body) => !body.setNewPwd || body.password !== undefined, {
      path: ['password'],
      ...fieldRule('passwordRequired'),
    }),
  response: z.null(),
});

export const adminDeleteUser = defineCall({
  module: 'admin-user',
  method: 'DELETE',
  path: '/api/admin/user/delete-user',
  query: noQuery,
  body: z.object({
    ids: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
  }),
  response: z.null(),
});

/** A cell of an import row: text, or null/absent for an empty one. */
const importCell = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string().max(300),
);

export const adminInsertBatchUser = defineCall({
  module: 'admin-user',
  method: 'POST',
  path: '/api/admin/user/insert-batch-user',
  query: noQuery,
  body: z.object({
    /** Rows of `username, password, email, realname, gender, nickname, school`; row 1 is the first. */
    users: z
      .array(z.array(importCell).max(adminUserLimits.importColumns.length))
      .min(1)
      .max(adminUserLimits.maxImportRows, schemaRule('importRowsAtMost')),
  }),
  response: z.object({ count: z.number() }).nullable(),
});

const affix = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string().trim().max(20),
);

export const adminGenerateUser = defineCall({
  module: 'admin-user',
  method: 'POST',
  path: '/api/admin/user/generate-user',
  query: noQuery,
  body: z
    .object({
      prefix: affix,
      suffix: affix,
      number_from: z.number().int().min(0).max(999_999_999),
      number_to: z.number().int().min(0).max(999_999_999),
      password_length: z
        .number()
        .int()
        .min(adminUserLimits.generatedPasswordMinLength)
        .max(adminUserLimits.generatedPasswordMaxLength),
    })
    .refine((body) => body.number_to >= body.number_from, {
      path: ['number_to'],
      ...schemaRule('numberRangeOrder'),
    })
    .refine((body) => body.number_to - body.number_from < adminUserLimits.maxGeneratedUsers, {
      path: ['number_to'],
      ...schemaRule('generatedUsersAtMost', { maximum: adminUserLimits.maxGeneratedUsers }),
    }),
  /** `key` opens the download (`/api/file/generate-user-excel?key=`); `users` is the same list. */
  response: z.object({
    key: z.string(),
    users: z.array(z.object({ username: z.string(), password: z.string() })),
  }),
});

export const adminUserCalls = [
  adminGetUserList,
  adminEditUser,
  adminDeleteUser,
  adminInsertBatchUser,
  adminGenerateUser,
] as const;
