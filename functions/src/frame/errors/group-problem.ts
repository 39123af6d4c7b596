import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the group-problem calls. */
export const groupProblemErrors = {
  groupProblemNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '团队题目不存在：{pid}',
    'en-US': 'There is no group problem {pid}',
  },
  groupTagOfOtherGroup: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '标签“{name}”属于别的团队，不能用于本团队的题目',
    'en-US': 'The tag "{name}" belongs to another group and cannot be used here',
  },
  groupProblemIdTooLong: {
    httpStatus: 200,
    status: 400,
    field: 'problem.problemId',
    'zh-CN': '加上团队简称后，题目展示 ID 不能超过 {max} 个字符',
    'en-US': 'With the group short name in front, the display id can have at most {max} characters',
  },
  groupProblemAlreadyPublic: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该题目已被采纳进入公开题库：{problemId}',
    'en-US': 'This problem has been accepted into the public problem set already: {problemId}',
  },
} as const satisfies Record<string, CatalogueEntry>;
