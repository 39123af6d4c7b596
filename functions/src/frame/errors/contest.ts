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
  /** Exam mode, or a try made before the start: the contest shows each contestant only their own. */
  contestSubmissionNotYours: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '这场比赛只向您显示您自己的这类提交，不能查看他人的',
    'en-US': "This contest shows you only your own submissions of this kind, not other people's",
  },
  contestPasswordEmpty: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '请输入比赛密码',
    'en-US': 'Enter the contest password',
  },
  contestPasswordWrong: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '比赛密码错误，请重新输入！',
    'en-US': 'The contest password is wrong, enter it again',
  },
  contestPasswordWaitForAccount: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '该账号输错比赛密码的次数过多，请 {seconds} 秒后再试',
    'en-US': 'Too many wrong contest passwords from this account: try again in {seconds} seconds',
  },
  contestPasswordWaitForClient: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '您所在网络输错该比赛密码的次数过多，请 {seconds} 秒后再试',
    'en-US': 'Too many wrong passwords for this contest from your network: try again in {seconds} seconds',
  },
  contestAlreadyRegistered: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '您已注册过该比赛，请勿重复注册！',
    'en-US': 'You have already registered for this contest',
  },
  contestRegistrationNotNeeded: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该比赛为公开比赛，无需注册，登录即可参加',
    'en-US': 'This contest is public: every logged-in account takes part without registering',
  },
  contestAccountNotAllowed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起！本次比赛只允许特定账号规则的用户参赛，{username} 不在其中！',
    'en-US': 'Sorry, only accounts matching the rule of this contest may take part: {username} does not',
  },
  examPaperLocked: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '试卷已锁定：您已交过这份试卷，如需重新作答，请联系考试管理员解锁！',
    'en-US':
      'The exam paper is locked: you have handed it in; ask an exam admin to unlock it to answer again',
  },
  examSubmitLimitReached: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '提交次数已达上限：本场考试每题最多提交 {limit} 次！',
    'en-US': 'Submit limit reached: this exam takes at most {limit} submissions per problem',
  },
} as const satisfies Record<string, CatalogueEntry>;
