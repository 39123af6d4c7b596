import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeStatus, type ProblemJudgeSpec } from '@oj/shared';
import { aPlusB, behaviours, managedBehaviours } from './programs/a-plus-b';
import { availableLanguages } from '../src/languages/language-table';
import { aPlusBFiles, defineProblem, startTestWorker, submit, verdictOf } from './judge-harness';
import { sandboxSourceDir } from '../src/sandbox/runner-binary';

/** A tiny program beside the sandbox's own tests (judge-fargate/sandbox/tests/programs). */
const sandboxProgram = (name: string) => readFileSync(join(sandboxSourceDir, 'tests/programs', name), 'utf8');

const { accepted: AC, wrongAnswer: WA, presentationError: PE, compileError: CE } = judgeStatus;
const { timeLimitExceeded: TLE, memoryLimitExceeded: MLE, runtimeError: RE } = judgeStatus;

let stopWorker: () => Promise<void>;
let aPlusBProblem: ProblemJudgeSpec;

beforeAll(async () => {
  ({ stop: stopWorker } = await startTestWorker(3));
  const { files, cases } = aPlusBFiles(3);
  aPlusBProblem = await defineProblem(files, { cases });
}, 120_000);

afterAll(async () => {
  await stopWorker?.();
});

describe('A+B is accepted in every installed language', () => {
  for (const [language, code] of Object.entries(aPlusB)) {
    it(`accepts ${language}`, async () => {
      const { submission, cases } = await verdictOf(await submit(aPlusBProblem.pid, language, code));
      expect(submission.status, submission.errorMessage ?? '').toBe(AC);
      expect(cases?.cases.map((c) => c.status)).toEqual([AC, AC, AC]);
      expect(submission.timeMs).toBeGreaterThanOrEqual(0);
      expect(submission.memoryKb).toBeGreaterThan(0);
    });
  }
});

const expectations: [keyof typeof behaviours, number[]][] = [
  ['wrongAnswer', [WA]],
  ['presentationError', [PE]],
  ['compileError', [CE]],
  ['compilerBomb', [CE]],
  ['cpuLoop', [TLE]],
  ['sleeping', [TLE]],
  ['mallocTouch', [MLE]],
  ['cppVector', [MLE]],
  ['javaArray', [MLE]],
  ['pythonList', [MLE]],
  ['segfault', [RE]],
  ['divisionByZero', [RE]],
  ['uncaughtJava', [RE]],
  ['uncaughtPython', [RE]],
  ['nonZeroExit', [RE]],
  ['stackOverflow', [RE]],
  ['outputFlood', [RE]],
];

describe('each behaviour ends with its verdict', () => {
  for (const [name, statuses] of expectations) {
    it(`${name} → ${statuses.join(' or ')}`, async () => {
      const { language, code } = behaviours[name];
      const { submission } = await verdictOf(await submit(aPlusBProblem.pid, language, code));
      expect(statuses, `${name}: ${submission.status} ${submission.errorMessage ?? ''}`).toContain(
        submission.status,
      );
      if (submission.status === CE) expect(submission.errorMessage).toBeTruthy();
    });
  }

  it('keeps the compiler message for the submission detail', async () => {
    const { language, code } = behaviours.compileError;
    const { submission } = await verdictOf(await submit(aPlusBProblem.pid, language, code));
    expect(submission.errorMessage).toContain('undefined_name');
  });
});

describe('verdicts a user would call wrong are right', () => {
  const cases: [string, string, string, number][] = [
    ['an allocation refused at the memory limit (bad_alloc) is MLE', 'C++', 'bad_alloc.cpp', MLE],
    ['an abort that is not about memory stays RE', 'C++', 'abort_small.cpp', RE],
    ['a correct answer beside 100 MB of stderr is AC', 'C', 'stderr_flood.c', AC],
  ];
  if (availableLanguages().has('Python3'))
    cases.push([
      'Python recursing 200,000 deep in a thread with a big stack is AC',
      'Python3',
      'thread_recursion.py',
      AC,
    ]);
  for (const [name, language, file, status] of cases) {
    it(name, async () => {
      const { submission } = await verdictOf(await submit(aPlusBProblem.pid, language, sandboxProgram(file)));
      expect(submission.status, submission.errorMessage ?? '').toBe(status);
    });
  }
});

describe('the same behaviours in every installed managed language', () => {
  const installed = availableLanguages();
  for (const [language, programs] of Object.entries(managedBehaviours)) {
    if (!installed.has(language)) continue;
    const cases: [string, string, number][] = [
      ['wrong answer', programs.wrongAnswer, WA],
      ['endless loop', programs.cpuLoop, TLE],
      ['uncaught error', programs.uncaught, RE],
      ...(programs.memory ? ([['memory hog', programs.memory, MLE]] as [string, string, number][]) : []),
    ];
    for (const [name, code, status] of cases) {
      it(`${language}: ${name} → ${status}`, async () => {
        const { submission } = await verdictOf(await submit(aPlusBProblem.pid, language, code));
        expect(submission.status, submission.errorMessage ?? '').toBe(status);
      });
    }
  }
});
