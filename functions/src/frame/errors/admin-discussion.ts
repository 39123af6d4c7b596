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
    'zh-CN': '请给出 topPriority 或 status',
    'en-US': 'Give topPriority or status',
  },
} as const satisfies Record<string, CatalogueEntry>;
