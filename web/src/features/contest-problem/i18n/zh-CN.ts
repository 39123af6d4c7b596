/** 比赛题目的中文文案。结构必须与 en-US.ts 逐键一致。 */
export const catalogue = {
  list: {
    heading: '题目列表',
    hint: '点击题目进入作答',
    empty: '本场比赛还没有题目',
    columns: {
      mark: '状态',
      displayId: '#',
      title: '标题',
      balloon: '气球',
      acTotal: '通过 / 提交',
    },
    hiddenCounts: '实时结果开放前不显示',
    marks: {
      solved: '已通过',
      wrong: '已尝试，未通过',
      judging: '评测中',
      hidden: '已提交，结果在比赛结束后公布',
      partial: '部分得分',
      none: '未提交',
    },
  },
  submit: {
    ended: '比赛已结束！',
    limitReached_one: '提交次数已达上限：本场考试每题最多提交 {{count}} 次！',
    limitReached_other: '提交次数已达上限：本场考试每题最多提交 {{count}} 次！',
    overwriteTitle: '确定再次提交？',
    overwriteText: '本场比赛的评测结果在比赛结束后才会公布。本次提交将覆盖您此前对该题的提交结果。',
    overwriteConfirm: '提交并覆盖',
    cancel: '取消',
    examLimit_one: '考试模式：每题最多提交 {{count}} 次',
    examLimit_other: '考试模式：每题最多提交 {{count}} 次',
  },
  focus: {
    navigator: '比赛题目',
    previous: '上一题',
    next: '下一题',
    back: '返回比赛',
  },
};
