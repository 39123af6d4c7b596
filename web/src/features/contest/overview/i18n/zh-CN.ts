export const catalogue = {
  description: '比赛说明',
  noDescription: '组织者没有填写比赛说明。',
  exam: {
    title: '考试模式',
    paperHint: '本场比赛是考试：题目在试卷中，试卷在新窗口打开。',
    submitLimit_one: '每道题最多提交 {{count}} 次。',
    submitLimit_other: '每道题最多提交 {{count}} 次。',
    openPaper: '打开试卷',
    paperClosed: '试卷在考试开始后开放。',
  },
};
