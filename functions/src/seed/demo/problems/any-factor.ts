import { judgeStatus, problemType } from '@oj/shared';
import { numberedTestData, seededRandom, type DemoProblem } from '../demo-problem';

/**
 * The special judge, without testlib (judge hosts need not have it): called as
 * `checker input output answer`, it accepts any proper factor (exit 0), calls anything after the
 * number a presentation error (2) and everything else a wrong answer (1), saying why on stdout.
 */
export const anyFactorChecker = `#include <stdio.h>
#include <stdlib.h>
#include <errno.h>

int main(int argc, char **argv) {
    if (argc < 4) return 3;
    FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r");
    if (!in || !out) return 3;
    long long n;
    if (fscanf(in, "%lld", &n) != 1) return 3;
    char token[64], extra[2];
    if (fscanf(out, "%63s", token) != 1) { printf("no number in the output\\n"); return 1; }
    char *end;
    errno = 0;
    long long d = strtoll(token, &end, 10);
    if (*end != '\\0' || errno != 0) { printf("%s is not an integer\\n", token); return 1; }
    if (d <= 1 || d >= n || n % d != 0) { printf("%lld is not a proper factor of %lld\\n", d, n); return 1; }
    if (fscanf(out, "%1s", extra) == 1) { printf("extra output after the factor\\n"); return 2; }
    return 0;
}
`;

const trialDivision = `#include <stdio.h>
int main(void) {
    long long n;
    scanf("%lld", &n);
    for (long long d = 2; d * d <= n; d++) {
        if (n % d == 0) { printf("%lld\\n", n / d); return 0; }
    }
    return 0;
}
`;

/** Right only for even numbers. */
const alwaysTwo = `#include <stdio.h>
int main(void) { long long n; scanf("%lld", &n); printf("2\\n"); return 0; }
`;

/** Numbers up to 10^12 are exact in a double, and so are their remainders. */
function smallestFactor(n: number): number {
  for (let d = 2; d * d <= n; d += 1) if (n % d === 0) return d;
  return n;
}

/** Composite numbers: three up to 1000 (subtask 1), three up to 10^12 (subtask 2), one of each even. */
function inputs(): number[] {
  const random = seededRandom(1002);
  const prime = (low: number, high: number) => {
    for (;;) {
      const candidate = random.int(low, high);
      if (smallestFactor(candidate) === candidate) return candidate;
    }
  };
  return [
    15,
    2 * 487,
    31 * 29,
    prime(900_000, 1_000_000) * prime(900_000, 1_000_000),
    2 * 499_999_999_989,
    999_983 * 999_979,
  ];
}

export const anyFactor: DemoProblem = {
  problemId: 'P1002',
  title: '任意因子',
  difficulty: 1,
  type: problemType.oi,
  tags: ['数论'],
  description:
    '给出一个合数 $n$，输出它的任意一个**真因子** $d$，即满足 $1 < d < n$ 且 $d \\mid n$ 的整数。答案不唯一，由特殊评测程序（special judge）检查。',
  input: '一个整数 $n$（$4 \\le n \\le 10^{12}$，$n$ 为合数）。',
  output: '一个整数 $d$。',
  hint: [
    '样例输出 $3$ 或 $5$ 都是正确的。',
    '',
    '子任务 1（40 分）：$n \\le 1000$；子任务 2（60 分）：$n \\le 10^{12}$。每个子任务的得分为其中各测试点得分的平均值（subtask_average）。',
  ].join('\n'),
  examples: [{ input: '15\n', output: '3\n' }],
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  judgeMode: 'spj',
  judgeCaseMode: 'subtask_average',
  checkerCode: anyFactorChecker,
  testData: () =>
    numberedTestData(inputs(), {
      format: (n) => `${n}\n`,
      solve: (n) => `${smallestFactor(n)}\n`,
      points: [40, 40, 40, 60, 60, 60],
      groups: [1, 1, 1, 2, 2, 2],
    }),
  solutions: [
    { language: 'C', code: trialDivision, status: judgeStatus.accepted, score: 100 },
    // One even number in each subtask: a third of 40 and a third of 60.
    { language: 'C', code: alwaysTwo, status: judgeStatus.partialAccepted, score: 33 },
  ],
};
