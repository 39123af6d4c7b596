import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the contest form and the contest calls of the admin area. */
export const adminContestErrors = {
  contestNotYours: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '您不是比赛 {cid} 的创建者，只有创建者或超级管理员可以操作它',
    'en-US': 'You did not create contest {cid}: only its creator or the super admin may do this',
  },
  contestTimeOrder: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 endTime 不合法：比赛结束时间必须晚于开始时间（时长必须大于 0）',
    'en-US': 'Invalid parameter endTime: the end must come after the start (the duration must be above 0)',
  },
  contestSealTimeOutside: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 sealRankTime 不合法：封榜时间必须在比赛开始与结束之间',
    'en-US': 'Invalid parameter sealRankTime: the board can only be sealed between the start and the end',
  },
  contestPasswordMissing: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 pwd 不合法：私有或保护比赛必须设置密码',
    'en-US': 'Invalid parameter pwd: a private or protected contest needs a password',
  },
  contestTypeUnchangeable: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 type 不合法：比赛赛制创建后不能修改',
    'en-US': 'Invalid parameter type: the rule type of a contest cannot change after it is created',
  },
  contestStarAccountDuplicate: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 starAccount 不合法：打星用户 {name} 重复',
    'en-US': 'Invalid parameter starAccount: the star user {name} is listed twice',
  },
  contestAwardPriorityDuplicate: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 awardConfigList 不合法：奖项优先级 {priority} 重复',
    'en-US': 'Invalid parameter awardConfigList: the award priority {priority} is used twice',
  },
  contestAwardProportionOver: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 awardConfigList 不合法：按比例设奖时比例之和为 {sum}%，不能超过 100%',
    'en-US': 'Invalid parameter awardConfigList: awards by proportion add up to {sum}%, at most 100%',
  },
  contestAccountLimitRangeInvalid: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 accountLimitRule 不合法：起始编号与结束编号须同为非负整数，或同时留空',
    'en-US': 'Invalid parameter accountLimitRule: start and end must both be whole numbers, or both be empty',
  },
  contestAccountLimitStartAfterEnd: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 accountLimitRule 不合法：起始编号 {start} 大于结束编号 {end}',
    'en-US': 'Invalid parameter accountLimitRule: start {start} is after end {end}',
  },
  contestAccountLimitEmpty: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 accountLimitRule 不合法：该规则不允许任何账号，请填写编号范围或额外账号',
    'en-US':
      'Invalid parameter accountLimitRule: the rule lets nobody in: give a number range or extra names',
  },
} as const satisfies Record<string, CatalogueEntry>;
