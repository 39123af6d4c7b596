export const catalogue = {
  heading: '训练排行榜',
  hint: '按做对题数从多到少排名，题数相同时总用时少的在前。',
  searchPlaceholder: '用户名、昵称、真实姓名或学校',
  empty: '还没有人在这个训练里提交。',
  total_one: '共 {{count}} 人',
  total_other: '共 {{count}} 人',
  columns: { rank: '名次', user: '用户', ac: '做对', totalRunTime: '总用时' },
  runTime: '{{ms}} ms',
  cell: { accepted: '通过，最快 {{ms}} ms', partial: '部分得分：{{score}}', rejected: '未通过' },
};
