import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the super admin judge calls: rejudge, manual judge, cancel. */
export const adminJudgeErrors = {
  manualJudgeNotAllowed: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '编译中、评测中或编译错误的提交不能人工评测！',
    'en-US': 'A submission that is compiling, being judged or has a compile error cannot be judged by hand!',
  },
  alreadyCancelled: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该提交已被取消评测！',
    'en-US': 'The judging of this submission is already cancelled!',
  },
} as const satisfies Record<string, CatalogueEntry>;
