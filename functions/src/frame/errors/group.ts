import type { CatalogueEntry } from './catalogue-entry';

/** Errors of naming, entering, creating and changing groups. */
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
  groupAdminsOnly: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只有团队 {gid} 的管理员可以进行此操作',
    'en-US': 'Only the admins of group {gid} may do this',
  },
  groupItemNotYours: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只有团队 {gid} 的 Root 成员或创建者本人可以修改它',
    'en-US': 'Only a root of group {gid} or the one who made it may change it',
  },
  groupOwnerOnly: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只有团队的拥有者或超级管理员可以解散团队',
    'en-US': 'Only the owner of the group or the super admin may disband it',
  },
  groupNameTaken: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '团队名称已存在，请修改后重试！',
    'en-US': 'A group of this name exists already; choose another',
  },
  groupShortNameTaken: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '团队简称已存在，请修改后重试！',
    'en-US': 'A group of this short name exists already; choose another',
  },
  groupDailyLimit: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起，您今天创建团队次数已超过 {limit} 次，已被限制！',
    'en-US': 'You have created {limit} groups today, the most a day; try again tomorrow',
  },
  groupOwnedLimit: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起，您总共已创建了 {limit} 个团队，不可再创建！',
    'en-US': 'You own {limit} groups, the most one account may own',
  },
  groupChangedMeanwhile: {
    httpStatus: 200,
    status: 409,
    'zh-CN': '团队 {gid} 刚刚被他人修改或解散，请刷新后重试',
    'en-US': 'Group {gid} was changed or disbanded meanwhile; reload and try again',
  },
} as const satisfies Record<string, CatalogueEntry>;
