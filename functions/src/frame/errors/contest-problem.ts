import type { CatalogueEntry } from './catalogue-entry';

/** Errors of naming a contest's problems. */
export const contestProblemErrors = {
  contestProblemNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '比赛 {cid} 中没有题目 {problem}',
    'en-US': 'Contest {cid} has no problem {problem}',
  },
} as const satisfies Record<string, CatalogueEntry>;
