import type { CatalogueEntry } from './catalogue-entry';

/** Errors of choosing a contest's problems in the admin area. */
export const adminContestProblemErrors = {
  contestProblemsAdminOnly: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只有比赛 {cid} 的创建者或超级管理员可以修改它的题目！',
    'en-US': "Only contest {cid}'s creator or a super admin may change its problems!",
  },
  contestProblemWrongType: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '题目 {problemId} 是 {problemType} 题：{contestType} 比赛只能添加 {contestType} 题或远程题',
    'en-US':
      'Problem {problemId} is an {problemType} problem: an {contestType} contest takes only {contestType} problems and remote ones',
  },
  contestProblemPrivate: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '题目 {problemId} 是私有题目或团队题目，不能加入比赛：请先设为公开或比赛题目',
    'en-US':
      'Problem {problemId} is private or a group problem and cannot join a contest: make it public or contest-only first',
  },
  contestDisplayIdTaken: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '比赛 {cid} 中已有展示 ID 为 {displayId} 的题目，请更换！',
    'en-US': 'Contest {cid} already has a problem with display id {displayId}: choose another one!',
  },
  contestProblemAlreadyAdded: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '题目 {problemId} 已在比赛 {cid} 中！',
    'en-US': 'Problem {problemId} is already in contest {cid}!',
  },
} as const satisfies Record<string, CatalogueEntry>;
