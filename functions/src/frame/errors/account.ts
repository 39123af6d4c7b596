import type { CatalogueEntry } from './catalogue-entry';

/** Errors of logging in, registering and passwords. */
export const accountErrors = {
  /** A field rule of spec §5 broken: the rule's own message (shared/src/api/account-field-rules.ts). */
  fieldRuleBroken: { httpStatus: 200, status: 400, 'zh-CN': '{message}', 'en-US': '{message}' },
  wrongCredentials: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '用户名或密码错误！请注意大小写！',
    'en-US': 'The username or password is wrong! Mind the letter case.',
  },
  /** Envelope status 403, so a client tells it from a wrong password and shows the puzzle. */
  slideVerificationRequired: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '登录失败次数过多，请先完成滑动验证',
    'en-US': 'Too many failed logins: complete the slide verification first',
  },
  loginLockedForAccount: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '该账号登录失败次数过多，请 {seconds} 秒后再试',
    'en-US': 'Too many failed logins for this account: try again in {seconds} seconds',
  },
  loginLockedForClient: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '您所在网络登录失败次数过多，请 {seconds} 秒后再试',
    'en-US': 'Too many failed logins from your network: try again in {seconds} seconds',
  },
  slideVerificationFailed: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '滑动验证未通过，请重试',
    'en-US': 'The slide verification did not pass, please try again',
  },
  registerClosed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '本站暂未开放注册',
    'en-US': 'Registration is closed on this site',
  },
  usernameTaken: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '用户名已存在',
    'en-US': 'The username already exists',
  },
  emailTaken: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该邮箱已被注册',
    'en-US': 'The email is already registered',
  },
  registerCodeTooSoon: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '验证码已发送，请 {seconds} 秒后再试',
    'en-US': 'A code was sent already; try again in {seconds} seconds',
  },
  wrongRegisterCode: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '验证码不正确或已过期',
    'en-US': 'The verification code is wrong or has expired',
  },
  mailedCodeVoid: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '验证码已输错 {tries} 次，已作废，请重新获取验证码',
    'en-US': 'The code was entered wrong {tries} times and is now void: request a new code',
  },
  mailLimitForClient: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '您所在网络发送邮件过于频繁，请 {minutes} 分钟后再试',
    'en-US': 'Too many mails were requested from your network: try again in {minutes} minutes',
  },
  mailLimitForSite: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '本站发送邮件过于频繁，请 {minutes} 分钟后再试',
    'en-US': 'The site has sent too many mails just now: try again in {minutes} minutes',
  },
  wrongCaptcha: { httpStatus: 200, status: 400, 'zh-CN': '验证码错误', 'en-US': 'The captcha is wrong' },
  emailNotFound: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该邮箱不存在',
    'en-US': 'The email does not exist',
  },
  resetMailTooSoon: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '重置邮件已发送，请 {seconds} 秒后再试',
    'en-US': 'A reset mail was sent already; try again in {seconds} seconds',
  },
  wrongResetCode: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '重置链接无效或已过期，请重新申请',
    'en-US': 'The reset link is invalid or has expired; please apply again',
  },
  usernameNotFound: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '用户名不存在',
    'en-US': 'The username does not exist',
  },
  wrongOldPassword: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '原密码错误',
    'en-US': 'The current password is wrong',
  },
} as const satisfies Record<string, CatalogueEntry>;
