import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the site's announcements in the admin area. */
export const adminAnnouncementErrors = {
  announcementNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '公告不存在：{id}',
    'en-US': 'The announcement does not exist: {id}',
  },
  announcementMoveTooLarge: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '此操作需要移动 {shifted} 条更新的可见公告，一次最多 {max} 条：请先隐藏或删除部分较新的公告',
    'en-US':
      'This would move {shifted} newer visible announcements, at most {max} can move at once: hide or delete some newer ones first',
  },
} as const satisfies Record<string, CatalogueEntry>;
