import type { CatalogueEntry } from './catalogue-entry';

/** Errors of comments and replies (under a discussion or a contest). */
export const commentErrors = {
  contestCommentClosed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '网站未开启比赛评论区，不能查看、发布或操作比赛评论！',
    'en-US': 'The contest comment area is not open',
  },
  commentSourceRequired: {
    httpStatus: 200,
    status: 400,
    field: 'did',
    'zh-CN': '请指定评论所属的讨论或比赛，二者只能有一个',
    'en-US': 'Name the discussion or the contest the comments belong to, one of them only',
  },
  commentNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '该评论不存在或已被删除：{id}',
    'en-US': 'The comment does not exist or has been deleted: {id}',
  },
  replyNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '该回复不存在或已被删除：{id}',
    'en-US': 'The reply does not exist or has been deleted: {id}',
  },
  replyRecipientInvalid: {
    httpStatus: 200,
    status: 400,
    field: 'reply.toUid',
    'zh-CN': '只能回复该评论或其回复的作者',
    'en-US': 'A reply goes to the author of the comment or of one of its replies',
  },
  contestReplyClosed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只有比赛管理员可以回复超级管理员或比赛创建者的评论',
    'en-US': 'Only the contest admins reply under a comment of the super admin or the contest creator',
  },
  commentDeleteNotAllowed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只有作者、比赛管理员或管理员可以删除它',
    'en-US': 'Only its author, the contest admins or an administrator may delete it',
  },
  commentNeedsSolvedProblems: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '发表评论或回复需要先通过 {required} 道题目，您还需要再通过 {more} 道',
    'en-US': 'Commenting or replying needs {required} solved problems: solve {more} more first',
  },
} as const satisfies Record<string, CatalogueEntry>;
