import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the message centre. */
export const messageErrors = {
  messageNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '该消息不存在或已被删除：{id}',
    'en-US': 'The message does not exist or has been deleted: {id}',
  },
} as const satisfies Record<string, CatalogueEntry>;
