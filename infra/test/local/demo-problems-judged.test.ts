import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { findPidByProblemId } from '@oj/functions/data/problems/get-problem';
import { demoProblems } from '../../../functions/src/seed/demo/demo-problems';
import type { DemoSolution } from '../../../functions/src/seed/demo/demo-problem';
import { startTestWorker, submit, verdictOf } from '../../../judge-fargate/test/judge-harness';

/*
 * The demo problems as a real judge worker sees them, from the data the local stack seeded: each
 * reference solution is accepted and each wrong one gets the verdict its problem is there to show.
 * Submissions go through the data layer, as the submit call will write them.
 */

let stopWorker: () => Promise<void>;
beforeAll(async () => {
  ({ stop: stopWorker } = await startTestWorker(9));
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
});

const statusName = (status: number) =>
  Object.entries(judgeStatus).find(([, code]) => code === status)?.[0] ?? String(status);

function describeSolution(solution: DemoSolution): string {
  const points = solution.score === undefined ? '' : ` with ${solution.score} points`;
  return `${solution.language} ${solution.status === judgeStatus.accepted ? 'reference' : 'wrong'} solution: ${statusName(solution.status)}${points}`;
}

// The quiz paper is graded from its key when submitted, not by a judge worker.
const judgedProblems = demoProblems.filter((demo) => demo.quiz === undefined);

/** Submission ids by display id, in the order of each problem's solutions. */
const submitted = new Map<string, number[]>();

// Everything is queued up front, so the worker's slots are never idle between problems.
beforeAll(async () => {
  for (const demo of judgedProblems) {
    const pid = await findPidByProblemId(demo.problemId);
    if (pid === undefined) throw new Error(`${demo.problemId} was not seeded`);
    const submitIds: number[] = [];
    for (const solution of demo.solutions)
      submitIds.push(await submit(pid, solution.language, solution.code));
    submitted.set(demo.problemId, submitIds);
  }
});

describe.each(judgedProblems.map((demo) => [demo.problemId, demo] as const))(
  'demo problem %s',
  (_id, demo) => {
    it.each(demo.solutions.map((solution, index) => [describeSolution(solution), index] as const))(
      'judges the %s',
      async (_name, index) => {
        const solution = demo.solutions[index] as DemoSolution;
        const submitId = submitted.get(demo.problemId)?.[index];
        if (submitId === undefined) throw new Error('not submitted');
        const { submission, cases } = await verdictOf(submitId, 150_000);
        const caseStatuses = cases?.cases.map((c) => statusName(c.status)).join(', ');
        expect(submission.status, `${submission.errorMessage ?? ''} cases: ${caseStatuses}`).toBe(
          solution.status,
        );
        if (solution.score !== undefined) expect(submission.score).toBe(solution.score);
        if (solution.status === judgeStatus.accepted) {
          expect(cases?.cases.length).toBe(demo.testData().cases.length);
        }
      },
      180_000,
    );
  },
);
