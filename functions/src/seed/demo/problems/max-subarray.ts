import { judgeStatus, problemType } from '@oj/shared';
import { numberedTestData, seededRandom, type DemoProblem } from '../demo-problem';

const kadane = `#include <stdio.h>
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long best = 0, run = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        run = (i == 0 || run < 0) ? x : run + x;
        if (i == 0 || run > best) best = run;
    }
    printf("%lld\\n", best);
    return 0;
}
`;

/** Starts the best sum at 0, as if the empty segment counted: wrong when every number is negative. */
const emptySegmentAllowed = `#include <stdio.h>
int main(void) {
    int n; long long best = 0, run = 0, x;
    scanf("%d", &n);
    for (int i = 0; i < n; i++) { scanf("%lld", &x); run = run + x > 0 ? run + x : 0; if (run > best) best = run; }
    printf("%lld\\n", best);
    return 0;
}
`;

const sample = [-2, 1, -3, 4, -1, 2, 1, -5, 4];

function maxSubarray(values: readonly number[]): number {
  let best = values[0] as number;
  let run = 0;
  values.forEach((value, index) => {
    run = index === 0 || run < 0 ? value : run + value;
    best = Math.max(best, run);
  });
  return best;
}

/** Two cases per subtask: n ≤ 10, n ≤ 1000, n ≤ 10^5; the last has only negative numbers. */
function inputs(): number[][] {
  const random = seededRandom(1001);
  const list = (length: number, low: number, high: number) =>
    Array.from({ length }, () => random.int(low, high));
  return [
    sample,
    list(10, -10, 10),
    list(1000, -10_000, 10_000),
    list(1000, -100, 10_000),
    list(100_000, -10_000, 10_000),
    list(100_000, -10_000, -1),
  ];
}

export const maxSubarrayProblem: DemoProblem = {
  problemId: 'P1001',
  title: '最大子段和',
  difficulty: 1,
  type: problemType.oi,
  tags: ['动态规划'],
  description:
    '给出一个长度为 $n$ 的整数序列 $a_1, a_2, \\ldots, a_n$，选出其中连续且**非空**的一段，使这段的和最大，输出这个最大和。',
  input: '第一行一个整数 $n$。第二行 $n$ 个整数 $a_i$，以空格分隔。',
  output: '一个整数，即最大的子段和。',
  hint: [
    '样例中选出 $4, -1, 2, 1$，和为 $6$。',
    '',
    '| 子任务 | 分值 | $n$ |',
    '| --- | --- | --- |',
    '| 1 | 20 | $\\le 10$ |',
    '| 2 | 30 | $\\le 1000$ |',
    '| 3 | 50 | $\\le 10^5$ |',
    '',
    '对于全部数据，$|a_i| \\le 10^4$。每个子任务取其中得分最低的测试点的分数（subtask_lowest）。',
  ].join('\n'),
  examples: [{ input: `${sample.length}\n${sample.join(' ')}\n`, output: '6\n' }],
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  judgeMode: 'default',
  judgeCaseMode: 'subtask_lowest',
  testData: () =>
    numberedTestData(inputs(), {
      format: (values) => `${values.length}\n${values.join(' ')}\n`,
      solve: (values) => `${maxSubarray(values)}\n`,
      // In a subtask mode every case of a subtask carries the subtask's points.
      points: [20, 20, 30, 30, 50, 50],
      groups: [1, 1, 2, 2, 3, 3],
    }),
  solutions: [
    { language: 'C', code: kadane, status: judgeStatus.accepted, score: 100 },
    { language: 'C', code: emptySegmentAllowed, status: judgeStatus.partialAccepted, score: 50 },
  ],
};
