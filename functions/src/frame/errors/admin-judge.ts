import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the super admin judge calls: rejudge, manual judge, cancel. */
export const adminJudgeErrors = {
  manualJudgeStillJudging: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该提交仍在等待评测或正在评测中，不能人工评测，请等评测结束后再试！',
    'en-US':
      'This submission is still waiting for or in the judges and cannot be judged by hand: try again once it has its verdict!',
  },
  manualJudgeCompileError: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '编译错误的提交不能人工评测！',
    'en-US': 'A submission with a compile error cannot be judged by hand!',
  },
  alreadyCancelled: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该提交已被取消评测！',
    'en-US': 'The judging of this submission is already cancelled!',
  },
} as const satisfies Record<string, CatalogueEntry>;
