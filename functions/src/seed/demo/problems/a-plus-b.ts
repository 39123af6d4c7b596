import { judgeStatus, problemType } from '@oj/shared';
import { numberedTestData, seededRandom, type DemoProblem } from '../demo-problem';

const templates = {
  C: `#include <stdio.h>

int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a + b);
    return 0;
}
`,
  'C++': `#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`,
  Java: `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b);
    }
}
`,
  Python3: `a, b = map(int, input().split())
print(a + b)
`,
};

/** Overflows on the big cases: the lesson of the hint. */
const thirtyTwoBitSum = `#include <stdio.h>
int main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); return 0; }
`;

function inputs(): [number, number][] {
  const random = seededRandom(1000);
  const fixed: [number, number][] = [
    [1, 2],
    [-5, 3],
    [0, 0],
    [2_000_000_000, 2_000_000_000],
    [-2_000_000_000, -2_000_000_000],
  ];
  const drawn = Array.from({ length: 5 }, (): [number, number] => [
    random.int(-2e9, 2e9),
    random.int(-2e9, 2e9),
  ]);
  return [...fixed, ...drawn];
}

export const aPlusB: DemoProblem = {
  problemId: 'P1000',
  title: 'A+B Problem',
  difficulty: 0,
  type: problemType.acm,
  tags: ['入门', '模拟'],
  description: '输入两个整数 $a$ 和 $b$，输出它们的和 $a+b$。',
  input: '一行两个整数 $a, b$，以空格分隔。',
  output: '一个整数，即 $a+b$ 的值。',
  hint: '$|a|, |b| \\le 2 \\times 10^9$。$a$ 和 $b$ 都在 32 位整数范围内，但 $a+b$ 可能超出，请使用 `long long`（Java 中为 `long`）。',
  examples: [{ input: '1 2\n', output: '3\n' }],
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  codeTemplates: Object.entries(templates).map(([language, code]) => ({ language, code, enabled: true })),
  testData: () =>
    numberedTestData(inputs(), {
      format: ([a, b]) => `${a} ${b}\n`,
      solve: ([a, b]) => `${a + b}\n`,
    }),
  solutions: [
    ...Object.entries(templates).map(([language, code]) => ({
      language,
      code,
      status: judgeStatus.accepted,
    })),
    { language: 'C', code: thirtyTwoBitSum, status: judgeStatus.wrongAnswer },
  ],
};
