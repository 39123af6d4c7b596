import type { CatalogueEntry } from './catalogue-entry';

/**
 * Refusals for want of a permission or a role, which say in words what is refused and why
 * (`shared/src/auth/permission-words.ts`): never a permission's or a role's internal name.
 */
export const permissionErrors = {
  /** `{account}`: what the account's role says about it; `{action}`: what the permission allows. */
  permissionMissing: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '{account}，不能{action}',
    'en-US': '{account}, so it cannot {action}',
  },
  /** A route for a role the account does not have; `{holders}`: who may call it. */
  roleRequired: {
    httpStatus: 403,
    status: 403,
    'zh-CN': '只有{holders}可以进行此操作',
    'en-US': 'Only {holders} may do this',
  },
} as const satisfies Record<string, CatalogueEntry>;
