/**
 * Every error the API can answer with, one line each: the HTTP status, the envelope status, and the
 * message in both languages. `{name}` placeholders are filled from the error's parameters.
 */
export interface CatalogueEntry {
  /** HTTP status of the response. Client mistakes stay 200 with a non-200 envelope status (the contract). */
  readonly httpStatus: number;
  /** `status` field of the envelope. */
  readonly status: number;
  readonly 'zh-CN': string;
  readonly 'en-US': string;
}

export const errorCatalogue = {
  invalidParameter: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '参数 {field} 不合法：{reason}',
    'en-US': 'Invalid parameter {field}: {reason}',
  },
  malformedJson: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '请求体不是合法的 JSON：{reason}',
    'en-US': 'The request body is not valid JSON: {reason}',
  },
  loginRequired: { httpStatus: 401, status: 401, 'zh-CN': '请先登录！', 'en-US': 'Please login first!' },
  adminLoginRequired: {
    httpStatus: 401,
    status: 401,
    'zh-CN': '请使用管理员账号重新登录！',
    'en-US': 'Please login again with the administrator account!',
  },
  loginExpired: {
    httpStatus: 401,
    status: 401,
    'zh-CN': '登录已超过 24 小时，请重新登录！',
    'en-US': 'Your login is older than 24 hours, please log in again!',
  },
  noPermission: {
    httpStatus: 403,
    status: 403,
    'zh-CN': '对不起，您无权限进行此操作！',
    'en-US': 'Sorry, you have no permission for this operation!',
  },
  routeNotFound: {
    httpStatus: 404,
    status: 404,
    'zh-CN': '请求的资源不存在：{method} {path}',
    'en-US': 'The requested resource does not exist: {method} {path}',
  },
  methodNotAllowed: {
    httpStatus: 405,
    status: 405,
    'zh-CN': '{path} 不接受 {method} 请求',
    'en-US': '{path} does not accept {method}',
  },
  problemNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '题目不存在：{pid}',
    'en-US': 'The problem does not exist: {pid}',
  },
  wrongCredentials: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '用户名或密码错误！请注意大小写！',
    'en-US': 'The username or password is wrong! Mind the letter case.',
  },
  slideVerificationRequired: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '登录失败次数过多，请先完成滑动验证',
    'en-US': 'Too many failed logins: complete the slide verification first',
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
  serverError: {
    httpStatus: 500,
    status: 500,
    'zh-CN': '服务器错误，请稍后刷新重试（请求 {requestId}）',
    'en-US': 'Server error, please refresh and try again later (request {requestId})',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof errorCatalogue;
