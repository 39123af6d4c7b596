import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the discussion board. */
export const discussionErrors = {
  publicDiscussionClosed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '网站未开启公开讨论区，不能查看、发布或操作讨论！',
    'en-US': 'The public discussion area is not open',
  },
  discussionNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '该讨论不存在或已被删除：{did}',
    'en-US': 'The discussion does not exist or has been deleted: {did}',
  },
  discussionDisabled: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '该讨论已被管理员封禁：{did}',
    'en-US': 'The discussion has been disabled by an administrator: {did}',
  },
  discussionCategoryNotFound: {
    httpStatus: 200,
    status: 400,
    field: 'categoryId',
    'zh-CN': '分类不存在：{categoryId}',
    'en-US': 'There is no category {categoryId}',
  },
  discussionSolutionCategoryNeedsProblem: {
    httpStatus: 200,
    status: 400,
    field: 'pid',
    'zh-CN': '题解分类的讨论需要关联题目',
    'en-US': 'A discussion in the solutions category needs its problem',
  },
  discussionProblemNotFound: {
    httpStatus: 200,
    status: 400,
    field: 'pid',
    'zh-CN': '题目不存在：{pid}',
    'en-US': 'No problem has the display id {pid}',
  },
  discussionNotAuthor: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只有讨论的作者可以编辑它',
    'en-US': 'Only the author of a discussion may edit it',
  },
  discussionDeleteNotAllowed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只有讨论的作者或管理员可以删除它',
    'en-US': 'Only the author of a discussion or an administrator may delete it',
  },
  discussionReportEmpty: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '举报标签和举报理由不能都为空',
    'en-US': 'The report label and reason cannot be empty',
  },
  discussionReportReasonTooLong: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '举报理由不能超过 {max} 个字符',
    'en-US': 'content: the report reason cannot exceed {max} characters',
  },
  discussionNeedsSolvedProblems: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '发布讨论需要先通过 {required} 道题目，您还需要再通过 {more} 道',
    'en-US': 'Posting a discussion needs {required} solved problems: solve {more} more first',
  },
  discussionDailyLimitReached: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '您今天已发布 {limit} 篇讨论，达到每日上限，请明天再发',
    'en-US': 'You have posted {limit} discussions today, the daily limit: post again tomorrow',
  },
  discussionSolutionCategoryListed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '题解分类只对管理员列出；一道题目的题解在该题目的讨论页中',
    'en-US':
      "The solutions category is listed to administrators only; a problem's solutions are on its own discussion page",
  },
  discussionReportStillOpen: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '您对这条讨论的举报正在等待管理员处理，处理之前不能再次举报',
    'en-US':
      'Your report on this discussion is waiting for an administrator: it cannot be reported again until then',
  },
  discussionReportDailyLimitReached: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '您今天已举报 {limit} 次，达到每日上限，请明天再举报',
    'en-US': 'You have filed {limit} reports today, the daily limit: report again tomorrow',
  },
} as const satisfies Record<string, CatalogueEntry>;
