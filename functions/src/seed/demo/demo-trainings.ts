import type { TrainingAuth } from '@oj/shared';

/** A demo training: where it sits, who made it, and its problems by problem id, in order. */
export interface DemoTraining {
  category: string;
  title: string;
  owner: string;
  auth: TrainingAuth;
  privatePwd: string;
  rank: number;
  /** The coin reward. */
  coins: number;
  problemIds: readonly string[];
}

/** The demo categories: a course pack (`课包-`) and a general one, with their colours. */
export const demoTrainingCategories: readonly { name: string; color: string }[] = [
  { name: '课包-入门', color: '#E6A23C' },
  { name: '基础练习', color: '#409EFF' },
];

/**
 * A course pack of two trainings (the second unlocks once 80 % of the first is solved) and a general
 * training, private, whose rank tab the demo shows. The teacher made the pack; root the general one.
 */
export const demoTrainings: readonly DemoTraining[] = [
  {
    category: '课包-入门',
    title: '第 1 课：输入与输出',
    owner: 'teacher',
    auth: 'Public',
    privatePwd: '',
    rank: 1,
    coins: 5,
    problemIds: ['P1000', 'P1001'],
  },
  {
    category: '课包-入门',
    title: '第 2 课：循环与数组',
    owner: 'teacher',
    auth: 'Public',
    privatePwd: '',
    rank: 2,
    coins: 10,
    problemIds: ['P1002', 'P1005'],
  },
  {
    category: '基础练习',
    title: '综合练习',
    owner: 'root',
    auth: 'Private',
    privatePwd: 'demo',
    rank: 1000,
    coins: 20,
    problemIds: ['P1000', 'P1003', 'P1006'],
  },
];
