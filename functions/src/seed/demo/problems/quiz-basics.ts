import { encodeAnswerSheet, judgeStatus, problemType, type QuizPaper } from '@oj/shared';
import type { DemoProblem } from '../demo-problem';

const paper: QuizPaper = {
  questions: [
    {
      kind: 'choice',
      text: '在 C 语言中，`int` 类型（32 位）能表示的最大值是？',
      options: ['$2^{31}-1$', '$2^{32}-1$', '$2^{31}$', '$10^{9}$'],
      score: 15,
    },
    {
      kind: 'choice',
      text: '对有序数组进行二分查找，最坏情况下的时间复杂度是？',
      options: ['$O(1)$', '$O(\\log n)$', '$O(n)$', '$O(n \\log n)$'],
      score: 15,
    },
    {
      kind: 'choice',
      text: '下列哪种排序算法是稳定的？',
      options: ['快速排序', '堆排序', '归并排序', '选择排序'],
      score: 15,
    },
    { kind: 'judge', text: '栈（stack）是一种先进先出（FIFO）的数据结构。', score: 10 },
    { kind: 'judge', text: '一棵有 $n$ 个结点的树恰好有 $n-1$ 条边。', score: 10 },
    { kind: 'fill', text: '十进制数 $10$ 写成二进制是 ____。', score: 15 },
    { kind: 'fill', text: '$\\gcd(12, 18) =$ ____。', score: 20 },
  ],
  answers: ['A', 'B', 'C', 'F', 'T', '1010', '6'],
};

/**
 * A quiz paper (display id CS…): graded from its answer key when submitted, so it has no test data.
 * Its solutions are answer sheets; the quiz has no judge worker, so the judged demo test skips it.
 */
export const quizBasics: DemoProblem = {
  problemId: 'CS1001',
  title: '程序设计基础测验',
  difficulty: 0,
  type: problemType.oi,
  tags: ['测验'],
  description: '程序设计基础知识小测验：选择题、判断题和填空题，满分 100 分。所有题目都作答后才能提交。',
  input: '',
  output: '',
  hint: '判断题请回答 T（正确）或 F（错误）；填空题只填答案本身。',
  examples: [],
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  quiz: paper,
  testData: () => ({ files: {}, cases: [] }),
  solutions: [
    { language: 'Quiz', code: encodeAnswerSheet(paper.answers), status: judgeStatus.accepted, score: 100 },
    {
      language: 'Quiz',
      code: encodeAnswerSheet(['B', 'B', 'C', 'T', 'T', '1010', '6']),
      status: judgeStatus.partialAccepted,
      score: 75,
    },
  ],
};
