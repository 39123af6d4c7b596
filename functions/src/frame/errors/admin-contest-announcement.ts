import type { CatalogueEntry } from './catalogue-entry';

/** Errors of a contest's announcements in the admin area. */
export const adminContestAnnouncementErrors = {
  contestAnnouncementNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '比赛公告不存在：{id}',
    'en-US': 'The contest announcement does not exist: {id}',
  },
  contestAnnouncementAdminOnly: {
    httpStatus: 403,
    status: 403,
    'zh-CN': '只有比赛 {cid} 的创建者或超级管理员可以管理它的公告',
    'en-US': 'Only the creator of contest {cid} or a super admin may manage its announcements',
  },
} as const satisfies Record<string, CatalogueEntry>;
