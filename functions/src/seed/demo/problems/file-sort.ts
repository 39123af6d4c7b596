import { judgeStatus, problemType } from '@oj/shared';
import { numberedTestData, seededRandom, type DemoProblem } from '../demo-problem';

const viaFiles = `#include <stdio.h>
#include <stdlib.h>

static int ascending(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

int main(void) {
    FILE *in = fopen("sort.in", "r"), *out = fopen("sort.out", "w");
    int n;
    if (!in || !out || fscanf(in, "%d", &n) != 1) return 1;
    long long *values = malloc(sizeof(long long) * (n > 0 ? n : 1));
    for (int i = 0; i < n; i++) fscanf(in, "%lld", &values[i]);
    qsort(values, n, sizeof(long long), ascending);
    for (int i = 0; i < n; i++) fprintf(out, "%lld%c", values[i], i + 1 == n ? '\\n' : ' ');
    return 0;
}
`;

/** Sorts correctly, but reads standard input and writes standard output. */
const viaStandardStreams = `#include <stdio.h>
#include <stdlib.h>
static int ascending(const void *a, const void *b) { long long x = *(const long long *)a, y = *(const long long *)b; return (x > y) - (x < y); }
int main(void) {
    int n; if (scanf("%d", &n) != 1) return 0;
    long long *v = malloc(sizeof(long long) * n);
    for (int i = 0; i < n; i++) scanf("%lld", &v[i]);
    qsort(v, n, sizeof(long long), ascending);
    for (int i = 0; i < n; i++) printf("%lld%c", v[i], i + 1 == n ? '\\n' : ' ');
    return 0;
}
`;

function inputs(): number[][] {
  const random = seededRandom(1004);
  const list = (length: number, bound: number) => Array.from({ length }, () => random.int(-bound, bound));
  return [[3, 1, 2, 5, 4], [7], list(100, 100), list(10_000, 1_000_000_000), list(100_000, 1_000_000_000)];
}

export const fileSort: DemoProblem = {
  problemId: 'P1004',
  title: '文件读写：排序',
  difficulty: 0,
  type: problemType.acm,
  tags: ['文件读写', '排序'],
  description:
    '本题使用**文件输入输出**：请从当前目录下的 `sort.in` 读入，把答案写入 `sort.out`，不要使用标准输入输出。\n\n给出 $n$ 个整数，把它们从小到大排序后输出。',
  input:
    '（文件 `sort.in`）第一行一个整数 $n$（$1 \\le n \\le 10^5$），第二行 $n$ 个整数 $a_i$（$|a_i| \\le 10^9$）。',
  output: '（文件 `sort.out`）一行 $n$ 个整数，从小到大，以空格分隔。',
  hint: 'C 语言可以用 `freopen("sort.in", "r", stdin); freopen("sort.out", "w", stdout);`。',
  examples: [{ input: '5\n3 1 2 5 4\n', output: '1 2 3 4 5\n' }],
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  fileIo: { readFileName: 'sort.in', writeFileName: 'sort.out' },
  testData: () =>
    numberedTestData(inputs(), {
      format: (values) => `${values.length}\n${values.join(' ')}\n`,
      solve: (values) => `${[...values].sort((a, b) => a - b).join(' ')}\n`,
    }),
  solutions: [
    { language: 'C', code: viaFiles, status: judgeStatus.accepted },
    { language: 'C', code: viaStandardStreams, status: judgeStatus.wrongAnswer },
  ],
};
