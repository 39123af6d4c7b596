import type { CatalogueEntry } from './catalogue-entry';

/** Errors of naming and entering contests. */
export const contestErrors = {
  contestNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '比赛不存在：{cid}',
    'en-US': 'The contest does not exist: {cid}',
  },
  contestNotStarted: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '比赛尚未开始，暂不可进入或提交！',
    'en-US': 'The contest has not started yet!',
  },
  contestPasswordRequired: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '该比赛为私有比赛，请先输入比赛密码！',
    'en-US': 'This contest is private: enter its password first!',
  },
  contestNotRegistered: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '您尚未注册该比赛，不能提交！',
    'en-US': 'You have not registered for this contest and cannot submit!',
  },
  contestEnded: { httpStatus: 200, status: 403, 'zh-CN': '比赛已结束！', 'en-US': 'Contest has ended' },
} as const satisfies Record<string, CatalogueEntry>;
