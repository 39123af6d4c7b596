import { judgeStatus, problemType } from '@oj/shared';
import { numberedTestData, seededRandom, type DemoProblem } from '../demo-problem';

const maxGuesses = 30;

/**
 * The interactor, without testlib: run as `interactor input output answer`, it reads `n` and the
 * secret from the input file, talks to the program over stdin and stdout, and ends with testlib's
 * exit codes: 0 accepted, 1 wrong answer (the reason on stderr, which the judge shows).
 */
export const guessInteractor = `#include <stdio.h>

int main(int argc, char **argv) {
    if (argc < 2) return 3;
    FILE *in = fopen(argv[1], "r");
    long long n, secret;
    if (!in || fscanf(in, "%lld %lld", &n, &secret) != 2) return 3;
    printf("%lld\\n", n);
    fflush(stdout);
    for (int asked = 1; asked <= ${maxGuesses}; asked++) {
        long long guess;
        if (scanf("%lld", &guess) != 1) { fprintf(stderr, "no guess after %d guesses\\n", asked - 1); return 1; }
        if (guess < 1 || guess > n) { fprintf(stderr, "guess %lld is outside 1..%lld\\n", guess, n); return 1; }
        if (guess == secret) { printf("=\\n"); fflush(stdout); return 0; }
        printf(guess < secret ? "<\\n" : ">\\n");
        fflush(stdout);
    }
    fprintf(stderr, "more than ${maxGuesses} guesses\\n");
    return 1;
}
`;

const binarySearch = `#include <stdio.h>
int main(void) {
    long long n, low = 1, high;
    scanf("%lld", &n);
    high = n;
    while (low <= high) {
        long long mid = low + (high - low) / 2;
        char reply[4];
        printf("%lld\\n", mid);
        fflush(stdout);
        if (scanf("%3s", reply) != 1 || reply[0] == '=') return 0;
        if (reply[0] == '<') low = mid + 1; else high = mid - 1;
    }
    return 0;
}
`;

/** Counts up from 1: fine for small secrets, too many guesses for the rest. */
const countUp = `#include <stdio.h>
int main(void) {
    long long n; char reply[4];
    scanf("%lld", &n);
    for (long long guess = 1; guess <= n; guess++) {
        printf("%lld\\n", guess); fflush(stdout);
        if (scanf("%3s", reply) != 1 || reply[0] == '=') return 0;
    }
    return 0;
}
`;

function inputs(): [number, number][] {
  const random = seededRandom(1003);
  return [
    [100, 37],
    [1, 1],
    [1_000_000_000, 1],
    [1_000_000_000, 1_000_000_000],
    [1_000_000_000, 536_870_912],
    [1000, random.int(1, 1000)],
    [1_000_000_000, random.int(1, 1_000_000_000)],
  ];
}

export const guessNumber: DemoProblem = {
  problemId: 'P1003',
  title: '猜数字',
  difficulty: 1,
  type: problemType.acm,
  tags: ['交互', '二分'],
  description: [
    '这是一道**交互题**。交互库心里想了一个 $1$ 到 $n$ 之间的整数 $x$，你需要猜出它。',
    '',
    `开始时交互库输出 $n$。之后你每次输出一行一个整数 $g$（$1 \\le g \\le n$）表示一次猜测，交互库回复一行：\`<\` 表示 $g < x$，\`>\` 表示 $g > x$，\`=\` 表示猜中，此时你的程序应当立即结束。你最多可以猜 $${maxGuesses}$ 次。`,
    '',
    '每次输出后请刷新输出缓冲区：C/C++ 中 `fflush(stdout)`，Java 中 `System.out.flush()`，Python 中 `print(..., flush=True)`。',
  ].join('\n'),
  input: '第一行一个整数 $n$（$1 \\le n \\le 10^9$），之后每行是交互库对你的猜测的回复。',
  output: '每行一个整数，即你的猜测。',
  hint: '样例中 $n = 100$，$x = 37$。二分查找最多需要 $\\lceil \\log_2 (n+1) \\rceil \\le 30$ 次猜测。',
  examples: [{ input: '100\n>\n<\n=\n', output: '50\n25\n37\n' }],
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  judgeMode: 'interactive',
  judgeCaseMode: 'default',
  checkerCode: guessInteractor,
  testData: () =>
    numberedTestData(inputs(), {
      format: ([n, secret]) => `${n} ${secret}\n`,
      solve: ([, secret]) => `${secret}\n`,
    }),
  solutions: [
    { language: 'C', code: binarySearch, status: judgeStatus.accepted },
    { language: 'C', code: countUp, status: judgeStatus.wrongAnswer },
  ],
};
