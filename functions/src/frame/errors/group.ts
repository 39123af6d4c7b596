import type { CatalogueEntry } from './catalogue-entry';

/** Errors of naming and entering groups. */
export const groupErrors = {
  groupNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '团队不存在：{gid}',
    'en-US': 'The group does not exist: {gid}',
  },
  groupMembersOnly: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '您不是该团队的成员，无法访问！',
    'en-US': 'You are not a member of this group!',
  },
  groupRootsOnly: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只有团队 {gid} 的 Root 成员可以进行此操作',
    'en-US': 'Only the roots of group {gid} may do this',
  },
} as const satisfies Record<string, CatalogueEntry>;
