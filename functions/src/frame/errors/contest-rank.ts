import type { CatalogueEntry } from './catalogue-entry';

/** Errors of contest boards. */
export const contestRankErrors = {
  contestRankNotOpen: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '比赛 {cid} 未开放外榜',
    'en-US': 'The scoreboard of contest {cid} is not open to visitors',
  },
} as const satisfies Record<string, CatalogueEntry>;
