import { contestType, groupAuth } from '@oj/shared';
import type { DemoContest } from './demo-contests';

/*
 * The demo class (docs/demo-data.md): a protected group run by `teacher`, with student1 and student2
 * in it and student3 still applying; two of the demo problems as the class's own, a week's homework
 * holding both, a class test with submissions, and a question in the class forum.
 */

export const demoClass = {
  name: '演示班级：程序设计一班',
  shortName: 'class1',
  brief: '王老师的程序设计课，每周一次作业',
  description: '程序设计入门课的班级：每周的作业是一个训练，测验是一场班级比赛，问题在班级讨论区里问。',
  auth: groupAuth.protected,
  /** A protected group needs no code to apply; it keeps one for when it is made private. */
  code: 'CLASS1',
  owner: 'teacher',
  members: ['student1', 'student2'],
  applicants: [{ username: 'student3', reason: '我也选了这门课，请老师通过' }],
  /** The class's own copies of demo problems: the public id, and the id in the class (after the short name). */
  problems: [
    { demoProblemId: 'P1000', ownId: 'A1' },
    { demoProblemId: 'P1001', ownId: 'A2' },
  ],
  homework: { title: '演示作业：第一周', rank: 1 },
  discussion: {
    title: '第一周作业答疑',
    description: '作业里不会的地方在这里问',
    content: '第二题的最大子段和，全是负数的时候应该输出什么？',
  },
} as const;

/** The class test: its problems name the demo problems, whose class copies it holds. */
export const demoClassContest: DemoContest = {
  title: '演示班级测验：第一周',
  description: '班级内的 ACM 赛制小测验，只有班级成员能参加。',
  type: contestType.acm,
  auth: 0,
  pwd: '',
  owner: 'teacher',
  startsInMinutes: -30,
  durationMinutes: 180,
  oiRankScoreType: 'Recent',
  openRank: false,
  problems: [
    { problemId: 'P1000', displayId: 'A', displayTitle: 'A+B Problem', color: '#43a047' },
    { problemId: 'P1001', displayId: 'B', displayTitle: '最大子段和', color: '#8e24aa' },
  ],
  registered: [],
  submissions: [
    { username: 'student1', displayId: 'A', program: 'right', minute: 4 },
    { username: 'student2', displayId: 'A', program: 'wrong', minute: 7 },
    { username: 'student2', displayId: 'A', program: 'right', minute: 11 },
    { username: 'student1', displayId: 'B', program: 'right', minute: 19 },
  ],
};
