import type { JudgeCaseMode, JudgeCaseSpec, JudgeMode, ProblemType, QuizPaper } from '@oj/shared';
import type { CodeTemplate, ProblemExample } from '../../data/problems/problem-item';

/** A program that solves (or fails) a demo problem, with the verdict a judge must give it. */
export interface DemoSolution {
  language: string;
  code: string;
  /** The judge status it must end with; for a partial one, the points too. */
  status: number;
  score?: number;
}

/** A demo problem's test data: the files of its version and the cases that use them. */
export interface DemoTestData {
  files: Record<string, string>;
  cases: JudgeCaseSpec[];
}

/**
 * One problem of the demo: its statement, how it is judged, its test data (made by a deterministic
 * generator, so the data is the same on every machine and needs no files in the repository), and
 * programs that show what the judge makes of right and wrong answers.
 */
export interface DemoProblem {
  problemId: string;
  title: string;
  difficulty: number;
  type: ProblemType;
  /** Names of demo tags. */
  tags: string[];
  /** Markdown, with `$…$` math. */
  description: string;
  input: string;
  output: string;
  hint: string;
  examples: ProblemExample[];
  timeLimitMs: number;
  memoryLimitMb: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  /** The checker (spj) or interactor (interactive), in C. */
  checkerCode?: string;
  fileIo?: { readFileName: string; writeFileName: string };
  codeTemplates?: CodeTemplate[];
  quiz?: QuizPaper;
  testData(): DemoTestData;
  /** The reference solutions first; those that must not be accepted after them. */
  solutions: DemoSolution[];
}

/** How a demo problem's generated inputs become test data. */
export interface NumberedCasesOf<Input> {
  /** An input file's text. */
  format(input: Input): string;
  /** The answer file's text, from the reference solver. */
  solve(input: Input): string;
  /** Each case's points: one number for every case (default 0, an ACM problem), or one per case. */
  points?: number | readonly number[];
  /** Each case's subtask number (default 1 for all). */
  groups?: readonly number[];
}

/**
 * Test data of one case per input, in files named `1.in`/`1.out`, `2.in`/`2.out`, …: the shape every
 * demo problem's data has.
 */
export function numberedTestData<Input>(inputs: readonly Input[], how: NumberedCasesOf<Input>): DemoTestData {
  const files: Record<string, string> = {};
  const cases = inputs.map((input, index): JudgeCaseSpec => {
    const [inputFile, outputFile] = [`${index + 1}.in`, `${index + 1}.out`];
    files[inputFile] = how.format(input);
    files[outputFile] = how.solve(input);
    const { points = 0 } = how;
    return {
      seq: index + 1,
      input: inputFile,
      output: outputFile,
      score: typeof points === 'number' ? points : (points[index] ?? 0),
      groupNum: how.groups?.[index] ?? 1,
    };
  });
  return { files, cases };
}

/**
 * A small seeded generator (mulberry32): the same seed gives the same test data everywhere, which is
 * what makes the demo's answers checkable against the reference solutions.
 */
export function seededRandom(seed: number): { int(min: number, max: number): number } {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
