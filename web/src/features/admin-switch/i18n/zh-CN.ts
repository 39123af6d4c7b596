/** 开关页（/admin/switch）的中文文案。 */
export const catalogue = {
  title: '系统开关',
  intro: '每个开关保存后立即在服务端生效。',
  register: '开放注册',
  registerHelp: '关闭后访客无法打开注册窗口，服务端拒绝所有注册请求。',
  openPublicDiscussion: '公共讨论区',
  openGroupDiscussion: '团队讨论区',
  openContestComment: '比赛评论',
  discussionHelp: '现在即保存；讨论区和评论功能上线后遵从此设置。',
  defaultSubmitInterval: '同一用户两次提交的间隔（秒）',
  intervalHelp: '0 到 600；0 表示不限制。对提交和在线自测生效，5 秒内生效。',
  on: '开',
  off: '关',
  save: '保存',
  saved: '开关已保存',
};
