import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the board's moderation calls. */
export const adminDiscussionErrors = {
  discussionReportNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '举报不存在：{id}',
    'en-US': 'The report does not exist: {id}',
  },
  discussionModerationEmpty: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '请指定是否置顶，或讨论的新状态',
    'en-US': 'Say whether to pin the discussion, or give its new status',
  },
} as const satisfies Record<string, CatalogueEntry>;
