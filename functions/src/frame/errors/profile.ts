import type { CatalogueEntry } from './catalogue-entry';

/** Errors of profiles, email changes and avatars. */
export const profileErrors = {
  userNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '用户不存在',
    'en-US': 'The user does not exist',
  },
  emailUnchanged: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '新邮箱与当前邮箱相同',
    'en-US': 'The new email is the same as the current one',
  },
  changeEmailCodeTooSoon: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '验证码已发送，请 {seconds} 秒后再试',
    'en-US': 'A code was sent already; try again in {seconds} seconds',
  },
  wrongChangeEmailCode: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '验证码不正确或已过期',
    'en-US': 'The verification code is wrong or has expired',
  },
  emailChangedMeanwhile: {
    httpStatus: 200,
    status: 409,
    'zh-CN': '邮箱已被另一个请求修改，请刷新后重试',
    'en-US': 'The email was changed by another request; reload and try again',
  },
  profileFieldLocked: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '{field} 只能由管理员修改',
    'en-US': 'Only an administrator can change {field}',
  },
  realnameGrantsBlockedProblems: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '真实姓名不能包含受限题目前缀 {code}，请联系管理员',
    'en-US': 'The real name cannot contain the blocked problem prefix {code}; ask an administrator',
  },
  avatarMissing: {
    httpStatus: 200,
    status: 400,
    field: 'image',
    'zh-CN': '请选择要上传的头像图片',
    'en-US': 'Please choose the picture to upload',
  },
  avatarTypeNotSupported: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '文件类型不支持',
    'en-US': 'File type not support',
  },
  avatarTooLarge: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '超出文件大小限制',
    'en-US': 'Exceed max size limit',
  },
} as const satisfies Record<string, CatalogueEntry>;
