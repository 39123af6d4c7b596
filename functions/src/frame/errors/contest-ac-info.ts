import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the AC helper (balloons) and of the contest admins' downloads. */
export const contestAcInfoErrors = {
  contestAdminsOnly: {
    httpStatus: 403,
    status: 403,
    'zh-CN': '只有比赛 {cid} 的管理员（创建者、超级管理员或所在团队的管理员）可以进行此操作',
    'en-US':
      'Only the admins of contest {cid} (its creator, a super admin or a root of its group) may do this',
  },
  contestAcRecordNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '比赛 {cid} 中没有这条AC记录：{id}',
    'en-US': 'Contest {cid} has no such AC record: {id}',
  },
  contestAcSubmissionsEmpty: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '比赛 {cid} 中还没有可下载的AC提交',
    'en-US': 'Contest {cid} has no accepted submission to download yet',
  },
  contestAcArchiveTooLarge: {
    httpStatus: 200,
    status: 413,
    'zh-CN': '比赛 {cid} 的AC提交压缩后有 {megabytes} MB，超过了单次下载的上限 {limit} MB',
    'en-US':
      'The accepted submissions of contest {cid} zip to {megabytes} MB, over the {limit} MB one download may carry',
  },
} as const satisfies Record<string, CatalogueEntry>;
