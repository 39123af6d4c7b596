import { judgeStatus, problemType } from '@oj/shared';
import { numberedTestData, seededRandom, type DemoProblem } from '../demo-problem';

const lcm64 = `#include <stdio.h>
long long gcd(long long a, long long b) { return b == 0 ? a : gcd(b, a % b); }
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a / gcd(a, b) * b);
    return 0;
}
`;

/** Multiplies in 32 bits: right while the product fits, wrong from the third case on. */
const lcm32 = `#include <stdio.h>
int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
int main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a * b / gcd(a, b)); return 0; }
`;

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** Small pairs first, then pairs whose product needs 64 bits. */
function inputs(): [number, number][] {
  const random = seededRandom(1005);
  return [
    [4, 6],
    [12, 18],
    [100_000, 99_999],
    [random.int(5e8, 1e9), random.int(5e8, 1e9)],
    [999_999_937, 1_000_000_000],
  ];
}

export const lcmPairs: DemoProblem = {
  problemId: 'P1005',
  title: '最小公倍数',
  difficulty: 1,
  type: problemType.oi,
  tags: ['数学', '数论'],
  description: '给出两个正整数 $a$ 和 $b$，输出它们的最小公倍数 $\\operatorname{lcm}(a, b)$。',
  input: '一行两个整数 $a, b$（$1 \\le a, b \\le 10^9$）。',
  output: '一个整数，即 $\\operatorname{lcm}(a, b)$。',
  hint: '本题按顺序评测测试点，遇到第一个错误的测试点即停止（ergodic_without_error），之前通过的测试点照常得分。$\\operatorname{lcm}(a, b) = \\dfrac{a}{\\gcd(a, b)} \\cdot b$，结果可能超出 32 位整数。',
  examples: [{ input: '4 6\n', output: '12\n' }],
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  judgeMode: 'default',
  judgeCaseMode: 'ergodic_without_error',
  testData: () =>
    numberedTestData(inputs(), {
      format: ([a, b]) => `${a} ${b}\n`,
      solve: ([a, b]) => `${(BigInt(a) / gcd(BigInt(a), BigInt(b))) * BigInt(b)}\n`,
      points: 20,
    }),
  solutions: [
    { language: 'C', code: lcm64, status: judgeStatus.accepted, score: 100 },
    { language: 'C', code: lcm32, status: judgeStatus.partialAccepted, score: 40 },
  ],
};
