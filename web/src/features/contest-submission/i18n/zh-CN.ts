/** 比赛提交记录的中文文案。结构必须与 en-US.ts 逐键一致。 */
export const catalogue = {
  heading: '提交记录',
  beforeStartHeading: '赛前提交记录',
  examLock: {
    release: '解除锁定',
    confirmTitle: '解除考试锁定',
    confirmText: '{{username}} 已交卷，试卷已锁定。确定解除锁定，让其重新打开试卷并再次交卷吗？',
    confirm: '解除',
    cancel: '取消',
    released: '已解除 {{username}} 的考试锁定',
    refused: '无法解除考试锁定',
  },
};
