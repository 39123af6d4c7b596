import type { CatalogueEntry } from './catalogue-entry';

/** Errors of joining, applying to, changing and leaving a group. */
export const groupMemberErrors = {
  groupCodeWrong: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '邀请码错误，请重新尝试！',
    'en-US': 'Wrong invitation code: try again!',
  },
  groupCodeWaitForAccount: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '该账号输错邀请码的次数过多，请 {seconds} 秒后再试',
    'en-US': 'Too many wrong invitation codes from this account: try again in {seconds} seconds',
  },
  groupCodeWaitForClient: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '您所在网络输错该团队邀请码的次数过多，请 {seconds} 秒后再试',
    'en-US': 'Too many wrong codes for this group from your network: try again in {seconds} seconds',
  },
  groupAlreadyApplying: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '您已申请过，请勿重复申请！请等待团队管理员审核',
    'en-US': 'You have applied already: wait for the group admins to answer',
  },
  groupAlreadyRefused: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '您的申请已被拒绝，不能再次申请',
    'en-US': 'Your application was refused; you cannot apply again',
  },
  groupAlreadyMember: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '您已经加入了该团队，请勿再申请！',
    'en-US': 'You are a member of this group already',
  },
  groupMemberNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '该用户不在团队中！',
    'en-US': 'This user is not in the group',
  },
  groupMemberSelf: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起，您不能修改或移除自己！',
    'en-US': 'You cannot change or remove yourself',
  },
  groupOwnerStays: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '不允许修改或移除团队的拥有者：拥有者的团队只能由其解散',
    'en-US': "The group's owner cannot be changed or removed: only disbanding ends the owner's group",
  },
  groupMemberChangeNotAllowed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起，您只能操作权限低于您的成员，且只能授予低于您的权限！',
    'en-US': 'You may act only on members below you, and give only an auth below yours',
  },
  groupMemberDemoteNotAllowed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起，您无法将已是团队成员的权限降为申请中或已拒绝',
    'en-US': 'A member cannot be set back to applying or refused; remove them instead',
  },
  groupOwnerCannotExit: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起，作为该团队的拥有者，您只可以解散团队，不允许退出团队！',
    'en-US': "As the group's owner you cannot leave it; you may only disband it",
  },
  groupNotJoined: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起，您并未在当前团队，无法退出！',
    'en-US': 'You are not a member of this group, so you cannot leave it',
  },
  groupMemberChangedMeanwhile: {
    httpStatus: 200,
    status: 409,
    'zh-CN': '该成员刚刚被他人修改，请刷新后重试',
    'en-US': 'This member was changed meanwhile; reload and try again',
  },
} as const satisfies Record<string, CatalogueEntry>;
