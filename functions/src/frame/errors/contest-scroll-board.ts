import type { CatalogueEntry } from './catalogue-entry';

/**
 * Errors of the scroll board. Its data replays every submission, frozen hour included, so it opens to
 * everyone only once an ACM contest has ended; until then only to the contest's admins.
 */
export const contestScrollBoardErrors = {
  scrollBoardAcmOnly: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '滚榜只适用于 ACM 赛制的比赛，比赛 {cid} 不是',
    'en-US': 'The scroll board plays ACM contests only; contest {cid} is not one',
  },
  scrollBoardBeforeEnd: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '比赛 {cid} 结束后才能滚榜；结束前只有比赛管理员可以查看',
    'en-US':
      'The scroll board of contest {cid} opens once the contest has ended; until then only its admins see it',
  },
  scrollBoardRankClosed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '比赛 {cid} 未开放外榜：请用可以进入该比赛的账号登录后查看滚榜',
    'en-US':
      'The scoreboard of contest {cid} is not open to visitors: log in with an account that may enter the contest to see its scroll board',
  },
} as const satisfies Record<string, CatalogueEntry>;
