/** 比赛重判标签页（超级管理员）的中文文案。 */
export const catalogue = {
  heading: '重判比赛题目',
  hint: '把本场比赛中该题的全部提交重新交给评测机；提交列表和榜单会随新结果更新。',
  problem: '题目',
  start: '重判',
  noProblems: '这场比赛还没有题目。',
  confirmTitle: '重判整道题？',
  confirmText: '本场比赛中 {{displayId}}. {{title}} 的全部提交都会重新评测，评测完成前结果会显示为等待中。',
  confirm: '开始重判',
  cancel: '取消',
  jobTitle: '重判 {{displayId}}',
  queued: '已排队，等待评测机接手…',
  running: '已送回评测 {{done}} / {{total}} 个提交',
  done: '完成：共 {{total}} 个提交，重判 {{rejudged}} 个，跳过 {{skipped}} 个。新结果会陆续出现。',
  failed: '重判失败：{{error}}',
  viewSubmissions: '查看该题的提交',
  superAdminOnly: '只有超级管理员可以重判比赛题目。',
};
