import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeStatus, roleCodes, type JobView, type RejudgeProblemResult } from '@oj/shared';
import {
  addContestProblem,
  callApi,
  putJudgeSpec,
  putTestDataVersion,
  sessionToken,
  storeContest,
  storeProblem,
  useLocalStack,
} from '@oj/functions/judging/test-fixtures';
import { aPlusB, behaviours } from './programs/a-plus-b';
import { aPlusBFiles, startTestWorker, submit, verdictOf } from './judge-harness';

let stopWorker: () => Promise<void>;
let url: string;
let rootToken: string;
beforeAll(async () => {
  ({ stop: stopWorker } = await startTestWorker(12));
  ({ url } = useLocalStack());
  ({ token: rootToken } = await sessionToken(roleCodes.superAdmin));
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
});

/** A problem with A+B test data, stored as the admin's save stores it. */
async function aPlusBProblem() {
  const { files, cases } = aPlusBFiles(2);
  return storeProblem({ languages: ['C', 'C++'] }, { files, cases });
}

const startRejudge = (pid: number | string, token?: string) =>
  callApi<{ jobId: string }>(`${url}/api/admin/judge/rejudge-problem?pid=${pid}`, { token });

const readJob = async (jobId: string) =>
  (await callApi<JobView>(`${url}/api/admin/job?jobId=${jobId}`, { token: rootToken })).envelope.data;

/** Polls the job as the admin page does until it ends; every answer seen on the way, in order. */
async function followJob(jobId: string, intervalMs = 40): Promise<JobView[]> {
  const seen: JobView[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await readJob(jobId);
    seen.push(job);
    if (job.status === 'done' || job.status === 'failed' || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

describe('rejudging every submission of a problem as a job', () => {
  it('sends each submission back to the judges, and their verdicts come back judged on the new data', async () => {
    const { problem, spec } = await aPlusBProblem();
    const right = await submit(problem.pid, 'C', aPlusB.C as string);
    const offByOne = await submit(problem.pid, behaviours.wrongAnswer.language, behaviours.wrongAnswer.code);
    const again = await submit(problem.pid, 'C', aPlusB.C as string);
    for (const submitId of [right, again])
      expect((await verdictOf(submitId)).submission.status).toBe(judgeStatus.accepted);
    expect((await verdictOf(offByOne)).submission.status).toBe(judgeStatus.wrongAnswer);

    // New test data whose answers are one more than A+B: the verdicts must turn around.
    const files = { '1.in': '1 2\n', '1.out': '4\n', '2.in': '10 20\n', '2.out': '31\n' };
    await putJudgeSpec({ ...spec, testDataVersion: await putTestDataVersion(problem.pid, files) });

    const started = await startRejudge(problem.pid, rootToken);
    expect(started.envelope).toMatchObject({
      status: 200,
      data: { jobId: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    const seen = await followJob(started.envelope.data.jobId);
    const last = seen.at(-1) as JobView;
    expect(last).toMatchObject({
      kind: 'rejudge-problem',
      status: 'done',
      progress: { done: 3, total: 3 },
      result: { total: 3, rejudged: 3, skipped: 0 } satisfies RejudgeProblemResult,
      error: null,
    });

    for (const submitId of [right, again]) {
      const { submission } = await verdictOf(submitId);
      expect(submission).toMatchObject({ round: 2, status: judgeStatus.wrongAnswer });
    }
    expect((await verdictOf(offByOne)).submission).toMatchObject({ round: 2, status: judgeStatus.accepted });
  }, 180_000);

  it('is the super admin’s alone, and names a missing or malformed problem', async () => {
    const { problem } = await aPlusBProblem();
    expect((await startRejudge(problem.pid)).httpStatus).toBe(401);
    for (const roleCode of [roleCodes.defaultUser, roleCodes.problemAdmin, roleCodes.admin]) {
      const { token } = await sessionToken(roleCode);
      expect((await startRejudge(problem.pid, token)).httpStatus).toBe(403);
    }
    const missing = await startRejudge(999_999_999, rootToken);
    expect(missing.envelope).toMatchObject({ status: 404 });
    expect(missing.envelope.msg).toContain('999999999');
    const malformed = await startRejudge('abc', rootToken);
    expect(malformed.envelope.status).toBe(400);
    expect(malformed.envelope.msg).toMatch(/pid/);
  });

  it('rejudges, for a contest, only the submissions made to the problem in that contest', async () => {
    const { problem, spec } = await aPlusBProblem();
    const contest = await storeContest();
    await addContestProblem({
      cid: contest.cid,
      pid: problem.pid,
      displayId: 'A',
      displayTitle: 'A+B',
      color: null,
    });
    const inContest = { cid: contest.cid, displayPid: 'A' };
    const contestRight = await submit(problem.pid, 'C', aPlusB.C as string, inContest);
    const contestWrong = await submit(
      problem.pid,
      behaviours.wrongAnswer.language,
      behaviours.wrongAnswer.code,
      inContest,
    );
    const outside = await submit(problem.pid, 'C', aPlusB.C as string);
    for (const submitId of [contestRight, contestWrong, outside]) await verdictOf(submitId);

    const files = { '1.in': '1 2\n', '1.out': '4\n', '2.in': '10 20\n', '2.out': '31\n' };
    await putJudgeSpec({ ...spec, testDataVersion: await putTestDataVersion(problem.pid, files) });
    const started = await callApi<{ jobId: string }>(
      `${url}/api/admin/judge/rejudge-contest-problem?cid=${contest.cid}&pid=${problem.pid}`,
      { token: rootToken },
    );
    expect(started.envelope.status).toBe(200);
    const last = (await followJob(started.envelope.data.jobId)).at(-1) as JobView;
    expect(last).toMatchObject({ status: 'done', result: { total: 2, rejudged: 2, skipped: 0 } });

    expect((await verdictOf(contestRight)).submission).toMatchObject({
      round: 2,
      status: judgeStatus.wrongAnswer,
    });
    expect((await verdictOf(contestWrong)).submission).toMatchObject({
      round: 2,
      status: judgeStatus.accepted,
    });
    expect((await verdictOf(outside)).submission).toMatchObject({ round: 1, status: judgeStatus.accepted });
  }, 180_000);

  it('rejudges a contest problem for the super admin alone, naming a missing contest or a problem it does not hold', async () => {
    const { problem } = await aPlusBProblem();
    const contest = await storeContest();
    const path = (cid: number | string, pid: number | string) =>
      `${url}/api/admin/judge/rejudge-contest-problem?cid=${cid}&pid=${pid}`;
    expect((await callApi(path(contest.cid, problem.pid))).httpStatus).toBe(401);
    const { token: adminToken } = await sessionToken(roleCodes.admin);
    expect((await callApi(path(contest.cid, problem.pid), { token: adminToken })).httpStatus).toBe(403);
    const missing = await callApi(path(2_100_000_000, problem.pid), { token: rootToken });
    expect(missing.envelope).toMatchObject({ status: 404 });
    expect(missing.envelope.msg).toContain('2100000000');
    const notHeld = await callApi(path(contest.cid, problem.pid), { token: rootToken });
    expect(notHeld.envelope).toMatchObject({ status: 404 });
    expect(notHeld.envelope.msg).toContain(String(problem.pid));
    const malformed = await callApi(path('x', problem.pid), { token: rootToken });
    expect(malformed.envelope.status).toBe(400);
    expect(malformed.envelope.msg).toMatch(/cid/);
  });

  it('reports how many submissions it has sent back while it runs', async () => {
    const { problem } = await aPlusBProblem();
    const count = 30;
    const submitIds: number[] = [];
    for (let index = 0; index < count; index++)
      submitIds.push(await submit(problem.pid, 'C', aPlusB.C as string));
    await verdictOf(submitIds.at(-1) as number, 120_000);

    const { jobId } = (await startRejudge(problem.pid, rootToken)).envelope.data;
    const seen = await followJob(jobId, 20);
    const running = seen.filter((job) => job.status === 'running' && job.progress !== null);
    expect(running.length).toBeGreaterThan(0);
    for (const job of running) expect(job.progress).toMatchObject({ total: count });
    expect(running.some((job) => (job.progress?.done ?? count) < count)).toBe(true);
    const dones = seen.map((job) => job.progress?.done ?? 0);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(seen.at(-1)).toMatchObject({ status: 'done', progress: { done: count, total: count } });
  }, 240_000);
});
