import type { CatalogueEntry } from './catalogue-entry';

/** Errors of a group's discussions (the board's own errors, `discussion.ts`, apply there too). */
export const groupDiscussionErrors = {
  groupDiscussionClosed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '网站未开启团队讨论区，不能查看、发布或操作团队讨论！',
    'en-US': 'The group discussion area is not open',
  },
  groupDiscussionNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '该讨论不存在或不是团队讨论：{did}',
    'en-US': 'There is no group discussion {did}',
  },
  groupDiscussionChangeNotAllowed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只有讨论的作者或团队管理员可以修改或删除它',
    'en-US': 'Only the author of a group discussion or an admin of the group may change or delete it',
  },
} as const satisfies Record<string, CatalogueEntry>;
