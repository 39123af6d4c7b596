import type { CatalogueEntry } from './catalogue-entry';

/** Errors of naming, entering and playing trainings (spec part 2, §4, §8). */
export const trainingErrors = {
  trainingNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '训练不存在：{tid}',
    'en-US': 'The training does not exist: {tid}',
  },
  trainingPasswordRequired: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '该训练为私有训练，请先输入训练密码！',
    'en-US': 'This training is private: enter its password first!',
  },
  trainingPasswordEmpty: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '请输入训练密码！',
    'en-US': 'Enter the training password!',
  },
  trainingPasswordWrong: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '训练密码错误，请重新输入！',
    'en-US': 'Wrong training password: try again!',
  },
  trainingPasswordWaitForAccount: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '该账号输错训练密码的次数过多，请 {seconds} 秒后再试',
    'en-US': 'Too many wrong training passwords from this account: try again in {seconds} seconds',
  },
  trainingPasswordWaitForClient: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '您所在网络输错该训练密码的次数过多，请 {seconds} 秒后再试',
    'en-US': 'Too many wrong passwords for this training from your network: try again in {seconds} seconds',
  },
  trainingNotPrivate: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该训练为公开训练，无需注册！',
    'en-US': 'This training is public: there is nothing to register for!',
  },
  /** The course-pack unlock rule refused (spec §4): the previous training is not 80 % solved. */
  trainingLocked: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '请先完成上一个训练「{previous}」（至少通过 80% 的题目）！',
    'en-US': 'Finish the previous training first ("{previous}": solve at least 80% of its problems)!',
  },
  trainingRankPrivateOnly: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '只有私有训练才有排行榜！',
    'en-US': 'Only private trainings have a rank!',
  },
} as const satisfies Record<string, CatalogueEntry>;
