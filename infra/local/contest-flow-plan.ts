import { judgeStatus } from '@oj/shared';
import { demoProblems } from '../../functions/src/seed/demo/demo-problems';

/** A demo problem's accepted program in `language`, as the seed stores it. */
function referenceSolution(problemId: string, language: string): string {
  const solution = demoProblems
    .find((problem) => problem.problemId === problemId)
    ?.solutions.find(
      (candidate) => candidate.language === language && candidate.status === judgeStatus.accepted,
    );
  if (!solution) throw new Error(`the demo problem ${problemId} has no accepted ${language} program`);
  return solution.code;
}

/*
 * The scripted contest's fixed plan: three demo problems, four contestants each writing in one
 * language, the order of their right and wrong answers with the verdict each must get, and the board
 * that must follow. The ranks, the rejected tries and the first bloods are stated here by hand from
 * the sequence; only the times come from the server (contest-flow-board.ts adds them up).
 */

/** The contest's problems: demo problems (docs/demo-data.md) under their display ids. */
export const flowProblems = [
  { problemId: 'P1000', displayId: 'A', displayTitle: 'A+B Problem', color: '#e53935' },
  { problemId: 'P1003', displayId: 'B', displayTitle: 'Guess the Number', color: '#1e88e5' },
  { problemId: 'P1006', displayId: 'C', displayTitle: 'Count the Primes', color: '#fdd835' },
] as const;

export type FlowDisplayId = (typeof flowProblems)[number]['displayId'];

/** Contestants by their number in the generated usernames (`<prefix>1` to `<prefix>4`). */
export type ContestantNumber = 1 | 2 | 3 | 4;
export const contestantNumbers: readonly ContestantNumber[] = [1, 2, 3, 4];

const cppAPlusB = `#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }
`;

/** Counts up from 1: more than the 30 guesses allowed once the secret is above 30 (the first case's is 37). */
const cppGuessCountingUp = `#include <iostream>
#include <string>
int main() {
    long long n; std::string reply;
    std::cin >> n;
    for (long long guess = 1; guess <= n; ++guess) {
        std::cout << guess << std::endl;
        if (!(std::cin >> reply) || reply == "=") return 0;
    }
}
`;

const cppGuessBinarySearch = `#include <iostream>
#include <string>
int main() {
    long long n, low = 1, high; std::string reply;
    std::cin >> n; high = n;
    while (low <= high) {
        long long mid = low + (high - low) / 2;
        std::cout << mid << std::endl;
        if (!(std::cin >> reply) || reply == "=") return 0;
        if (reply == "<") low = mid + 1; else high = mid - 1;
    }
}
`;

const cppPrimeSieve = `#include <iostream>
#include <vector>
int main() {
    int n, count = 0; std::cin >> n;
    std::vector<char> composite(n + 2, 0);
    for (long long i = 2; i <= n; ++i) {
        if (composite[i]) continue;
        ++count;
        for (long long j = i * i; j <= n; j += i) composite[j] = 1;
    }
    std::cout << count << "\\n";
}
`;

const pythonAMinusB = `a, b = map(int, input().split())
print(a - b)
`;

const pythonAPlusB = `a, b = map(int, input().split())
print(a + b)
`;

const pythonGuessBinarySearch = `n = int(input())
low, high = 1, n
while low <= high:
    mid = (low + high) // 2
    print(mid, flush=True)
    reply = input().strip()
    if reply == "=":
        break
    if reply == "<":
        low = mid + 1
    else:
        high = mid - 1
`;

/** The semicolon after the sum is missing. */
const javaAPlusBNotCompiling = `import java.util.Scanner;
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.println(in.nextLong() + in.nextLong())
    }
}
`;

const javaAPlusB = `import java.util.Scanner;
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.println(in.nextLong() + in.nextLong());
    }
}
`;

/** Half of n is not the number of primes up to n (10 gives 5, not 4). */
const cHalfOfN = `#include <stdio.h>
int main(void) { int n; scanf("%d", &n); printf("%d\\n", n / 2); return 0; }
`;

/** The sieve that is the demo problem P1006's reference solution (functions/src/seed/demo). */
const cPrimeSieve = referenceSolution('P1006', 'C');

/** Sums in 32 bits: the big cases overflow. */
const cThirtyTwoBitSum = `#include <stdio.h>
int main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); return 0; }
`;

/** One submission of the sequence and the verdict it must get. */
export interface FlowStep {
  contestant: ContestantNumber;
  displayId: FlowDisplayId;
  language: 'C' | 'C++' | 'Python3' | 'Java';
  code: string;
  expected: number;
}

/**
 * The fixed sequence, run in this order, each step waiting for its verdict: so every solve comes
 * after the steps above it, which is what makes the first bloods below certain.
 */
export const flowSteps: readonly FlowStep[] = [
  { contestant: 1, displayId: 'A', language: 'C++', code: cppAPlusB, expected: judgeStatus.accepted },
  {
    contestant: 2,
    displayId: 'A',
    language: 'Python3',
    code: pythonAMinusB,
    expected: judgeStatus.wrongAnswer,
  },
  {
    contestant: 3,
    displayId: 'A',
    language: 'Java',
    code: javaAPlusBNotCompiling,
    expected: judgeStatus.compileError,
  },
  { contestant: 4, displayId: 'C', language: 'C', code: cHalfOfN, expected: judgeStatus.wrongAnswer },
  { contestant: 2, displayId: 'A', language: 'Python3', code: pythonAPlusB, expected: judgeStatus.accepted },
  { contestant: 3, displayId: 'A', language: 'Java', code: javaAPlusB, expected: judgeStatus.accepted },
  { contestant: 4, displayId: 'C', language: 'C', code: cPrimeSieve, expected: judgeStatus.accepted },
  {
    contestant: 1,
    displayId: 'B',
    language: 'C++',
    code: cppGuessCountingUp,
    expected: judgeStatus.wrongAnswer,
  },
  {
    contestant: 2,
    displayId: 'B',
    language: 'Python3',
    code: pythonGuessBinarySearch,
    expected: judgeStatus.accepted,
  },
  {
    contestant: 1,
    displayId: 'B',
    language: 'C++',
    code: cppGuessBinarySearch,
    expected: judgeStatus.accepted,
  },
  { contestant: 4, displayId: 'A', language: 'C', code: cThirtyTwoBitSum, expected: judgeStatus.wrongAnswer },
  { contestant: 1, displayId: 'C', language: 'C++', code: cppPrimeSieve, expected: judgeStatus.accepted },
];

/** A contestant's expected row: rank, and per problem tried the rejected tries (before the solve, if solved). */
export interface ExpectedRow {
  contestant: ContestantNumber;
  rank: number;
  solved: Partial<Record<FlowDisplayId, number>>;
  unsolved: Partial<Record<FlowDisplayId, number>>;
}

/**
 * The board by hand from the sequence. Contestant 1 solves all three (one wrong guess on B first),
 * contestant 2 two (one wrong A first), contestants 3 and 4 one each: 3's compile error costs nothing
 * and its A comes before 4's C, which also carries 20 minutes for its wrong try, so 3 ranks above 4
 * whatever the times. 4's wrong A, never solved, costs nothing either.
 */
export const expectedRows: readonly ExpectedRow[] = [
  { contestant: 1, rank: 1, solved: { A: 0, B: 1, C: 0 }, unsolved: {} },
  { contestant: 2, rank: 2, solved: { A: 1, B: 0 }, unsolved: {} },
  { contestant: 3, rank: 3, solved: { A: 0 }, unsolved: {} },
  { contestant: 4, rank: 4, solved: { C: 1 }, unsolved: { A: 1 } },
];

/** The first solve of each problem: A by 1 (step 1), B by 2 (step 9, before 1's step 10), C by 4 (step 7, before 1's step 12). */
export const expectedFirstBloods: Readonly<Record<FlowDisplayId, ContestantNumber>> = { A: 1, B: 2, C: 4 };

/** The ACM penalty for each rejected try before a solve, in seconds (20 minutes). */
export const penaltySecondsPerTry = 20 * 60;
