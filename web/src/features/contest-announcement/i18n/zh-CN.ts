export const catalogue = {
  heading: '比赛公告',
  hint: '组织者发给参赛者的消息，最新的在前。',
  empty: '暂无公告。',
  loadFailed: '公告加载失败。',
  total_one: '共 {{count}} 条公告',
  total_other: '共 {{count}} 条公告',
  by: '发布者 {{username}}',
  newTitle: '比赛公告：{{title}}',
  close: '关闭',
  notificationsLabel: '比赛公告',
};
