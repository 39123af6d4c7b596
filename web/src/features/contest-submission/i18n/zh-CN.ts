/** 比赛提交记录的中文文案。结构必须与 en-US.ts 逐键一致。 */
export const catalogue = {
  heading: '提交记录',
  beforeStartHeading: '赛前提交记录',
};
