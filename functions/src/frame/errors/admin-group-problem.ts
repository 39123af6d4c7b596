import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the admin-group-problem calls. */
export const adminGroupProblemErrors = {
  groupProblemNotApplying: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该题目当前未申请公开，或已被处理：{problemId}',
    'en-US': 'This problem is not applying for the public set, or has been decided already: {problemId}',
  },
} as const satisfies Record<string, CatalogueEntry>;
