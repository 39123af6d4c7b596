import type { CatalogueEntry } from './catalogue-entry';

/** Errors of printing in a contest. */
export const contestPrintErrors = {
  contestPrintNotOpen: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '比赛 {cid} 未开启打印功能',
    'en-US': 'Printing is not open in contest {cid}',
  },
  contestPrintAfterEnd: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '比赛 {cid} 已结束，不能再提交打印',
    'en-US': 'Contest {cid} has ended: printing is closed',
  },
  contestPrintTooFast: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '提交打印过于频繁，请在 {seconds} 秒后再试',
    'en-US': 'Too many prints: try again in {seconds} seconds',
  },
  contestPrintNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '打印记录不存在：{id}',
    'en-US': 'The print does not exist: {id}',
  },
} as const satisfies Record<string, CatalogueEntry>;
