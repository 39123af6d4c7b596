import { contestRules, contestType, type ContestType, type OiRankScoreType } from '@oj/shared';

/** A submission a demo user makes in a demo contest, by what the program is and when. */
export interface DemoContestSubmission {
  username: string;
  displayId: string;
  /** `right`: the problem's first reference solution; `wrong`: its first program that is not accepted. */
  program: 'right' | 'wrong';
  /** Minutes after the contest's start (negative: before it, which only its admins may do). */
  minute: number;
}

/** A demo contest (docs/demo-data.md), its times relative to the moment the demo is seeded. */
export interface DemoContest {
  title: string;
  description: string;
  type: ContestType;
  auth: 0 | 1 | 2;
  pwd: string;
  /** Creator's username (a contest admin of it). */
  owner: string;
  /** Minutes from the seeding moment to the start (negative: started already). */
  startsInMinutes: number;
  durationMinutes: number;
  /** Minutes before the end at which the board freezes for contestants; absent: never frozen. */
  frozenLastMinutes?: number;
  oiRankScoreType: OiRankScoreType;
  openRank: boolean;
  problems: { problemId: string; displayId: string; displayTitle: string; color: string | null }[];
  /** Demo users registered for it (a protected contest lets only them submit). */
  registered: string[];
  submissions: DemoContestSubmission[];
}

const day = 24 * 60;

/** The password of the private demo contest, published in docs/demo-data.md. */
export const demoContestPassword = 'demo2026';

export const demoContests: readonly DemoContest[] = [
  {
    title: '演示赛：ACM 周赛',
    description: '公开的 ACM 赛制比赛，最后一小时封榜。题目来自演示题库。',
    type: contestType.acm,
    auth: 0,
    pwd: '',
    owner: 'root',
    startsInMinutes: -90,
    durationMinutes: 300,
    frozenLastMinutes: 60,
    oiRankScoreType: 'Recent',
    openRank: true,
    problems: [
      { problemId: 'P1000', displayId: 'A', displayTitle: 'A+B Problem', color: '#e53935' },
      { problemId: 'P1003', displayId: 'B', displayTitle: '猜数字', color: '#1e88e5' },
      { problemId: 'P1006', displayId: 'C', displayTitle: '质数计数', color: '#fdd835' },
    ],
    registered: [],
    submissions: [
      { username: 'student1', displayId: 'A', program: 'wrong', minute: 8 },
      { username: 'student1', displayId: 'A', program: 'right', minute: 15 },
      { username: 'student1', displayId: 'B', program: 'right', minute: 41 },
      { username: 'student1', displayId: 'C', program: 'wrong', minute: 70 },
      { username: 'student2', displayId: 'A', program: 'right', minute: 12 },
      { username: 'student2', displayId: 'C', program: 'right', minute: 55 },
      { username: 'student2', displayId: 'B', program: 'wrong', minute: 61 },
      { username: 'student3', displayId: 'A', program: 'wrong', minute: 20 },
      { username: 'student3', displayId: 'A', program: 'wrong', minute: 26 },
      { username: 'student3', displayId: 'A', program: 'right', minute: 33 },
    ],
  },
  {
    title: '演示赛：OI 模拟赛（已结束）',
    description: '受保护的 OI 赛制比赛，已经结束：报名的同学才能提交，每题取最高分。',
    type: contestType.oi,
    auth: 2,
    pwd: '',
    owner: 'root',
    startsInMinutes: -3 * day,
    durationMinutes: 180,
    oiRankScoreType: 'Highest',
    openRank: true,
    problems: [
      { problemId: 'P1001', displayId: 'A', displayTitle: '最大子段和', color: null },
      { problemId: 'P1002', displayId: 'B', displayTitle: '任意因子', color: null },
      { problemId: 'P1005', displayId: 'C', displayTitle: '最小公倍数', color: null },
    ],
    registered: ['student1', 'student2', 'student3'],
    submissions: [
      { username: 'student1', displayId: 'A', program: 'wrong', minute: 20 },
      { username: 'student1', displayId: 'A', program: 'right', minute: 50 },
      { username: 'student1', displayId: 'B', program: 'wrong', minute: 90 },
      { username: 'student2', displayId: 'B', program: 'right', minute: 30 },
      { username: 'student2', displayId: 'C', program: 'wrong', minute: 100 },
      { username: 'student3', displayId: 'A', program: 'wrong', minute: 40 },
      { username: 'student3', displayId: 'C', program: 'right', minute: 150 },
    ],
  },
  {
    title: '演示赛：新生选拔赛',
    description: `私有的 ACM 赛制比赛，明天开始，需要密码报名（密码见 docs/demo-data.md）。`,
    type: contestType.acm,
    auth: 1,
    pwd: demoContestPassword,
    owner: 'teacher',
    startsInMinutes: day,
    durationMinutes: 120,
    oiRankScoreType: 'Recent',
    openRank: false,
    problems: [
      { problemId: 'P1000', displayId: 'A', displayTitle: 'A+B Problem', color: '#43a047' },
      { problemId: 'P1004', displayId: 'B', displayTitle: '文件读写：排序', color: '#8e24aa' },
    ],
    registered: [],
    // Before the start only the contest's admins submit: the teacher tries the problems out.
    submissions: [
      { username: 'teacher', displayId: 'A', program: 'right', minute: -day + 30 },
      { username: 'teacher', displayId: 'B', program: 'wrong', minute: -day + 35 },
      { username: 'teacher', displayId: 'B', program: 'right', minute: -day + 40 },
    ],
  },
];

/** The award defaults every demo contest keeps (the admin form's). */
export const demoContestAwards = contestRules.defaultAwards;
