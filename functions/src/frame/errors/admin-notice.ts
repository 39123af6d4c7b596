import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the system notices in the admin area. */
export const adminNoticeErrors = {
  noticeNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '系统通知不存在：{id}',
    'en-US': 'The system notice does not exist: {id}',
  },
  noticeRecipientRequired: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '发给单个用户的通知需要填写接收者（用户名或 UID）',
    'en-US': 'A notice for a single user needs its recipient (a username or uid)',
  },
  noticeRecipientNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '接收者不存在：{recipient}',
    'en-US': 'The recipient does not exist: {recipient}',
  },
} as const satisfies Record<string, CatalogueEntry>;
