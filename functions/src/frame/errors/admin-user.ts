import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the admin user calls (list, edit, delete, import, generate) and of a disabled login. */
export const adminUserErrors = {
  adminUserNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '用户不存在：{uid}',
    'en-US': 'The user does not exist: {uid}',
  },
  cannotRemoveOwnSuperAdmin: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '不能取消自己的超级管理员角色',
    'en-US': 'You cannot remove your own super admin role',
  },
  cannotDisableSelf: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '不能禁用自己的账号',
    'en-US': 'You cannot disable your own account',
  },
  cannotDeleteSelf: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '不能删除自己的账号',
    'en-US': 'You cannot delete your own account',
  },
  userChangedMeanwhile: {
    httpStatus: 200,
    status: 409,
    'zh-CN': '该用户刚被修改过，请刷新后重试',
    'en-US': 'The user was changed meanwhile; reload and try again',
  },
  userImportRefused: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '文件未导入，请修改以下行后重试：{details}',
    'en-US': 'The file was not imported; fix these rows and try again: {details}',
  },
  generatedUsernameInvalid: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '生成的用户名不符合规则：{username}（{reason}）',
    'en-US': 'A generated username breaks the rules: {username} ({reason})',
  },
  generatedUsernamesTaken: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '以下用户名已存在，未生成任何账号：{usernames}',
    'en-US': 'These usernames already exist; no account was generated: {usernames}',
  },
  generatedListNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '生成的账号列表不存在或已过期（保留 1 小时）',
    'en-US': 'The generated account list does not exist or has expired (it is kept for an hour)',
  },
  accountDisabled: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '该账号已被禁用，请联系管理员',
    'en-US': 'This account is disabled; please contact the administrator',
  },
} as const satisfies Record<string, CatalogueEntry>;
