import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the admin login (spec §2.18, §5 "Admin rules"). */
export const adminAccountErrors = {
  /** Spec §5: an admin login failure says this, whatever was wrong, name or password. */
  adminWrongCredentials: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '请检查您的用户名或密码',
    'en-US': 'Please check your username or password',
  },
  /** The password was right, but the account holds no admin role. */
  notAdministrator: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '请使用管理员账号重新登录！',
    'en-US': 'Please login again with the administrator account!',
  },
} as const satisfies Record<string, CatalogueEntry>;
