import { judgeStatus, problemType } from '@oj/shared';
import { numberedTestData, type DemoProblem } from '../demo-problem';

const sieve = `#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int n, count = 0;
    scanf("%d", &n);
    char *composite = calloc(n + 2, 1);
    for (long long i = 2; i <= n; i++) {
        if (composite[i]) continue;
        count++;
        for (long long j = i * i; j <= n; j += i) composite[j] = 1;
    }
    printf("%d\\n", count);
    return 0;
}
`;

/** Right, but tries every divisor up to the square root of every number: far too slow for 10^7. */
const trialDivision = `#include <stdio.h>
int main(void) {
    int n, count = 0;
    scanf("%d", &n);
    for (int i = 2; i <= n; i++) {
        int prime = 1;
        for (int d = 2; d * d <= i; d++) if (i % d == 0) { prime = 0; break; }
        count += prime;
    }
    printf("%d\\n", count);
    return 0;
}
`;

function primeCount(n: number): number {
  const composite = new Uint8Array(n + 1);
  let count = 0;
  for (let i = 2; i <= n; i += 1) {
    if (composite[i]) continue;
    count += 1;
    for (let j = i * i; j <= n; j += i) composite[j] = 1;
  }
  return count;
}

const inputs = [10, 1, 2, 1000, 1_000_000, 9_999_991, 10_000_000];

export const countPrimes: DemoProblem = {
  problemId: 'P1006',
  title: '质数计数',
  difficulty: 2,
  type: problemType.acm,
  tags: ['数论', '筛法'],
  description: '给出正整数 $n$，求不超过 $n$ 的质数的个数 $\\pi(n)$。',
  input: '一个整数 $n$（$1 \\le n \\le 10^7$）。',
  output: '一个整数，即 $\\pi(n)$。',
  hint: '时间限制只有 500 ms：对每个数逐一试除会超时，请使用筛法（例如埃拉托斯特尼筛法，$O(n \\log \\log n)$）。',
  examples: [{ input: '10\n', output: '4\n' }],
  timeLimitMs: 500,
  memoryLimitMb: 128,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  testData: () =>
    numberedTestData(inputs, {
      format: (n) => `${n}\n`,
      solve: (n) => `${primeCount(n)}\n`,
    }),
  solutions: [
    { language: 'C', code: sieve, status: judgeStatus.accepted },
    { language: 'C', code: trialDivision, status: judgeStatus.timeLimitExceeded },
  ],
};
