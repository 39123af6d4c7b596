import type { CatalogueEntry } from './catalogue-entry';

/** Errors of assigning roles (the role page and the user edit share the rule of who may). */
export const adminRoleErrors = {
  roleAccountNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '用户名不存在：{username}',
    'en-US': 'No account has the username {username}',
  },
  actorNoLongerSuperAdmin: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '您的账号已不再是超级管理员，此次修改未保存',
    'en-US': 'Your account is no longer the super admin; the change was not saved',
  },
} as const satisfies Record<string, CatalogueEntry>;
