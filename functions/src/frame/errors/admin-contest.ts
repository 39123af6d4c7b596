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
    field: 'endTime',
    'zh-CN': '比赛结束时间必须晚于开始时间（时长必须大于 0）',
    'en-US': 'The end must come after the start (the duration must be above 0)',
  },
  contestSealTimeOutside: {
    httpStatus: 200,
    status: 400,
    field: 'sealRankTime',
    'zh-CN': '封榜时间必须在比赛开始与结束之间',
    'en-US': 'The board can only be sealed between the start and the end',
  },
  contestPasswordMissing: {
    httpStatus: 200,
    status: 400,
    field: 'pwd',
    'zh-CN': '私有或保护比赛必须设置密码',
    'en-US': 'A private or protected contest needs a password',
  },
  contestTypeUnchangeable: {
    httpStatus: 200,
    status: 400,
    field: 'type',
    'zh-CN': '比赛赛制创建后不能修改',
    'en-US': 'The rule type of a contest cannot change after it is created',
  },
  contestAwardPriorityDuplicate: {
    httpStatus: 200,
    status: 400,
    field: 'awardConfigList',
    'zh-CN': '奖项优先级 {priority} 重复',
    'en-US': 'The award priority {priority} is used twice',
  },
  contestAwardProportionOver: {
    httpStatus: 200,
    status: 400,
    field: 'awardConfigList',
    'zh-CN': '按比例设奖时比例之和为 {sum}%，不能超过 100%',
    'en-US': 'Awards by proportion add up to {sum}%, at most 100%',
  },
  contestAccountLimitRangeInvalid: {
    httpStatus: 200,
    status: 400,
    field: 'accountLimitRule',
    'zh-CN': '参赛账号规则的起始编号与结束编号须同为非负整数，或同时留空',
    'en-US': 'The account rule needs a start and an end that are both whole numbers, or neither',
  },
  contestAccountLimitStartAfterEnd: {
    httpStatus: 200,
    status: 400,
    field: 'accountLimitRule',
    'zh-CN': '参赛账号规则的起始编号 {start} 大于结束编号 {end}',
    'en-US': 'The account rule starts at {start}, after its end {end}',
  },
  contestAccountLimitEmpty: {
    httpStatus: 200,
    status: 400,
    field: 'accountLimitRule',
    'zh-CN': '参赛账号规则不允许任何账号，请填写编号范围或额外账号',
    'en-US': 'The account rule lets nobody in: give a number range or extra names',
  },
} as const satisfies Record<string, CatalogueEntry>;
