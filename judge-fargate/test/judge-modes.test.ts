import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeStatus, problemType, type JudgeCaseMode, type ProblemJudgeSpec } from '@oj/shared';
import { guessInteractor, guessers, sumChecker } from './programs/checkers';
import { aPlusBFiles, defineProblem, startTestWorker, submit, verdictOf } from './judge-harness';

const { accepted: AC, wrongAnswer: WA, presentationError: PE, partialAccepted: PA } = judgeStatus;

let stopWorker: () => Promise<void>;
beforeAll(async () => {
  ({ stop: stopWorker } = await startTestWorker(4));
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
});

const printSum = (expression: string) =>
  `#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",${expression});return 0;}\n`;

describe('special judge', () => {
  let spj: ProblemJudgeSpec;
  beforeAll(async () => {
    const { files, cases } = aPlusBFiles(2);
    spj = await defineProblem(files, {
      cases,
      type: problemType.oi,
      judgeMode: 'spj',
      checkerLanguage: 'C',
      checkerCode: sumChecker,
    });
  });

  it('accepts what the checker accepts', async () => {
    const { submission } = await verdictOf(await submit(spj.pid, 'C', printSum('a+b')));
    expect(submission).toMatchObject({ status: AC, score: 100 });
  });

  it('gives the partial points of exit code 7', async () => {
    const { submission, cases } = await verdictOf(await submit(spj.pid, 'C', printSum('a+b+1')));
    expect(submission).toMatchObject({ status: PA, score: 50 });
    expect(cases?.cases.map((c) => c.score)).toEqual([25, 25]);
  });

  it('reports the presentation error of exit code 2', async () => {
    const extraToken = `#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld 7\\n",a+b);return 0;}\n`;
    const { submission } = await verdictOf(await submit(spj.pid, 'C', extraToken));
    expect(submission.status).toBe(PE);
  });

  it('reports the wrong answer of exit code 1 with the checker message', async () => {
    const { submission, cases } = await verdictOf(await submit(spj.pid, 'C', printSum('a*b')));
    expect(submission.status).toBe(WA);
    expect(cases?.cases[0]?.message).toMatch(/expected \d+, got \d+/);
  });

  it('is a system error, saying so, when the checker needs testlib.h and the host has none', async () => {
    const { files, cases } = aPlusBFiles(1);
    const broken = await defineProblem(files, {
      cases,
      judgeMode: 'spj',
      checkerLanguage: 'C++',
      checkerCode:
        '#include "testlib.h"\nint main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); quitf(_ok, "ok"); }\n',
    });
    const { submission } = await verdictOf(await submit(broken.pid, 'C', printSum('a+b')));
    expect(submission.status).toBe(judgeStatus.systemError);
    expect(submission.errorMessage).toMatch(/testlib\.h is not installed/);
  });
});

describe('interactive problems', () => {
  let guess: ProblemJudgeSpec;
  beforeAll(async () => {
    guess = await defineProblem(
      { '1.in': '77\n', '1.out': '77\n', '2.in': '1\n', '2.out': '1\n' },
      {
        cases: [
          { seq: 1, input: '1.in', output: '1.out', score: 0, groupNum: 1 },
          { seq: 2, input: '2.in', output: '2.out', score: 0, groupNum: 1 },
        ],
        judgeMode: 'interactive',
        checkerLanguage: 'C',
        checkerCode: guessInteractor,
      },
    );
  });

  it('accepts a program the interactor accepts', async () => {
    const { submission } = await verdictOf(await submit(guess.pid, 'C', guessers.binarySearch));
    expect(submission.status, submission.errorMessage ?? '').toBe(AC);
  });

  it('gives the wrong answer the interactor reports', async () => {
    const { submission, cases } = await verdictOf(await submit(guess.pid, 'C', guessers.linear));
    expect(submission.status).toBe(WA);
    expect(cases?.cases.map((c) => c.status)).toEqual([WA, AC]);
  });

  it("lets the interactor's verdict win over the program's crash", async () => {
    const { submission } = await verdictOf(await submit(guess.pid, 'C', guessers.crashAfterWrongGuess));
    expect(submission.status).toBe(WA);
  });
});

describe('file IO', () => {
  it('reads and writes the named files, and judges what the program wrote there', async () => {
    const { files, cases } = aPlusBFiles(2);
    const fileIo = await defineProblem(files, {
      cases,
      isFileIO: true,
      ioReadFileName: 'sum.in',
      ioWriteFileName: 'sum.out',
    });
    const viaFiles = `#include <stdio.h>\nint main(void){FILE*i=fopen("sum.in","r"),*o=fopen("sum.out","w");long a,b;fscanf(i,"%ld %ld",&a,&b);fprintf(o,"%ld\\n",a+b);return 0;}\n`;
    expect((await verdictOf(await submit(fileIo.pid, 'C', viaFiles))).submission.status).toBe(AC);
    expect((await verdictOf(await submit(fileIo.pid, 'C', printSum('a+b')))).submission.status).toBe(WA);
  });

  it('does not follow a symbolic link left as the output file', async () => {
    const { files, cases } = aPlusBFiles(1);
    const fileIo = await defineProblem(files, {
      cases,
      isFileIO: true,
      ioReadFileName: 'sum.in',
      ioWriteFileName: 'sum.out',
    });
    const sneaky = `#include <unistd.h>\nint main(void){return symlink("/etc/shadow","sum.out");}\n`;
    const { submission, cases: results } = await verdictOf(await submit(fileIo.pid, 'C', sneaky));
    expect(submission.status).toBe(WA);
    expect(results?.cases[0]?.userOutput ?? '').toBe('');
  });
});

describe('extra files', () => {
  it("gives the program the problem's files: a header to compile with and a file to read", async () => {
    const { files, cases } = aPlusBFiles(2);
    const withFiles = await defineProblem(files, {
      cases,
      userExtraFiles: { 'offset.h': '#define OFFSET 0\n', 'zero.txt': '0\n' },
    });
    const code = `#include <stdio.h>\n#include "offset.h"\nint main(void){long a,b,z;FILE*f=fopen("zero.txt","r");if(!f||fscanf(f,"%ld",&z)!=1)return 4;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b+z+OFFSET);return 0;}\n`;
    const { submission } = await verdictOf(await submit(withFiles.pid, 'C', code));
    expect(submission.status, submission.errorMessage ?? '').toBe(AC);
  });
});

describe('judge case modes', () => {
  /** Four cases "k k" (answer 2k); the program gets case `failing` wrong. */
  async function modeProblem(mode: JudgeCaseMode, type: number, scores: number[], groups: number[]) {
    const files: Record<string, string> = {};
    for (let k = 1; k <= 4; k++) {
      files[`${k}.in`] = `${k} ${k}\n`;
      files[`${k}.out`] = `${2 * k}\n`;
    }
    return defineProblem(files, {
      type: type as 0 | 1,
      judgeCaseMode: mode,
      cases: [1, 2, 3, 4].map((k) => ({
        seq: k,
        input: `${k}.in`,
        output: `${k}.out`,
        score: scores[k - 1] ?? 0,
        groupNum: groups[k - 1] ?? 1,
      })),
    });
  }
  const failingOn = (k: number) => printSum(`a==${k} ? 0 : a+b`);

  it('default, ACM: every case runs and the first failure is the verdict', async () => {
    const problem = await modeProblem('default', problemType.acm, [0, 0, 0, 0], [1, 1, 1, 1]);
    const { submission, cases } = await verdictOf(await submit(problem.pid, 'C', failingOn(2)));
    expect(submission.status).toBe(WA);
    expect(cases?.cases.map((c) => c.status)).toEqual([AC, WA, AC, AC]);
  });

  it('default, OI: case scores add up', async () => {
    const problem = await modeProblem('default', problemType.oi, [25, 25, 25, 25], [1, 1, 1, 1]);
    const { submission } = await verdictOf(await submit(problem.pid, 'C', failingOn(4)));
    expect(submission).toMatchObject({ status: PA, score: 75 });
  });

  it('ergodic_without_error: judging stops at the first failure', async () => {
    const problem = await modeProblem(
      'ergodic_without_error',
      problemType.oi,
      [25, 25, 25, 25],
      [1, 1, 1, 1],
    );
    const { submission, cases } = await verdictOf(await submit(problem.pid, 'C', failingOn(2)));
    expect(submission).toMatchObject({ status: PA, score: 25 });
    expect(cases?.cases.map((c) => c.status)).toEqual([AC, WA]);
  });

  it('subtask_lowest: a subtask earns its lowest case', async () => {
    const problem = await modeProblem('subtask_lowest', problemType.oi, [40, 40, 60, 60], [1, 1, 2, 2]);
    const { submission, cases } = await verdictOf(await submit(problem.pid, 'C', failingOn(4)));
    expect(submission).toMatchObject({ status: PA, score: 40 });
    expect(cases?.subtasks.map((s) => [s.groupNum, s.score, s.ac, s.total])).toEqual([
      [1, 40, 2, 2],
      [2, 0, 1, 2],
    ]);
  });

  it('subtask_average: a subtask earns the average of its cases', async () => {
    const problem = await modeProblem('subtask_average', problemType.oi, [40, 40, 60, 60], [1, 1, 2, 2]);
    const { submission } = await verdictOf(await submit(problem.pid, 'C', failingOn(4)));
    expect(submission).toMatchObject({ status: PA, score: 70 });
  });
});
