import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the group-contest-problem calls. */
export const groupContestProblemErrors = {
  groupContestProblemNotAllowed: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '题目 {problemId} 不能加入团队比赛：只能添加公共题库中的公开题目或本团队的非私有题目',
    'en-US':
      "Problem {problemId} cannot join a group contest: only public problems of the public set and the group's own problems that are not private can",
  },
  groupContestProblemNotInGroup: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '该题目不存在或不是本团队的题目：{problemId}',
    'en-US': 'No problem of this group has the id {problemId}',
  },
} as const satisfies Record<string, CatalogueEntry>;
