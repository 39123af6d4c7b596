import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the frame itself: input, sessions, roles, routing, and the server. */
export const frameErrors = {
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
  malformedMultipart: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '上传的表单无法解析：{reason}',
    'en-US': 'The uploaded form could not be read: {reason}',
  },
  requestTooLarge: {
    httpStatus: 413,
    status: 413,
    'zh-CN': '请求过大，上限为 {limit} 字节',
    'en-US': 'The request is too large; the limit is {limit} bytes',
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
  uploadFromOtherOrigin: {
    httpStatus: 403,
    status: 403,
    'zh-CN': '上传只能从本站页面发起，此请求来自其他网站',
    'en-US': 'Uploads are accepted from pages of this site only; this request came from another site',
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
  serverError: {
    httpStatus: 500,
    status: 500,
    'zh-CN': '服务器错误，请稍后刷新重试（请求 {requestId}）',
    'en-US': 'Server error, please refresh and try again later (request {requestId})',
  },
} as const satisfies Record<string, CatalogueEntry>;
