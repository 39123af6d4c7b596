import { localJudgeSource } from '@oj/shared';

/** The demo's tag classifications, in the order the tag dialog shows them. */
export const demoClassifications = [
  { name: '基础', rank: 1 },
  { name: '算法', rank: 2 },
] as const;

/** The demo's tags: name, colour and the classification they are shown under (or none). */
export const demoTags: readonly { name: string; color: string; classification: string | null }[] = [
  { name: '入门', color: '#19be6b', classification: '基础' },
  { name: '模拟', color: '#2d8cf0', classification: '基础' },
  { name: '数学', color: '#ff9900', classification: '基础' },
  { name: '排序', color: '#2db7f5', classification: '基础' },
  { name: '文件读写', color: '#808695', classification: '基础' },
  { name: '动态规划', color: '#ed4014', classification: '算法' },
  { name: '二分', color: '#9a66e4', classification: '算法' },
  { name: '数论', color: '#e46cbb', classification: '算法' },
  { name: '筛法', color: '#5cadff', classification: '算法' },
  { name: '交互', color: '#0e9f6e', classification: '算法' },
  { name: '测验', color: '#515a6e', classification: null },
];

export const demoTagSource = localJudgeSource;
