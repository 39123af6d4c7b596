import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  isFinalStatus,
  judgeStatus,
  problemType,
  roleCodes,
  type JudgeCaseMode,
  type JudgeCaseSpec,
  type ProblemJudgeSpec,
  type SubmissionRow,
} from '@oj/shared';
import { nextPid } from '../../../functions/src/data/problems/save-problem';
import { putTestDataVersion } from '../../../functions/src/data/problems/test-data-store';
import type { Problem } from '../../../functions/src/data/problems/problem-item';
import { problemSummaryKey } from '../../../functions/src/data/problems/problem-summary';
import { putJudgeSpec } from '../../../functions/src/data/judge-specs/judge-spec-store';
import { dynamo, tableName } from '../../../functions/src/data/dynamo-client';
import { callApi, sessionToken, useLocalStack } from '../../../functions/test/local-stack';
import { storeProblem } from '../../../functions/test/problem-fixtures';
import { startTestWorker } from '../../../judge-fargate/test/judge-harness';

/*
 * The submission calls with a real judge worker behind them: verdicts with time and memory, per-case
 * results as each judge case mode groups them, Online Test output, and a rejudge that lands a new
 * verdict and moves the counts.
 */

let url: string;
let stopWorker: () => Promise<void>;
beforeAll(async () => {
  ({ url } = useLocalStack());
  ({ stop: stopWorker } = await startTestWorker(7));
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
});

const english = { 'accept-language': 'en-US' };
const aPlusB =
  '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n';
const offByOne =
  '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b+1);return 0;}\n';
const notC = 'int main(void) { return undefined_name; }\n';

/** Test data of `count` A+B cases, each answer shifted by `shift`. */
function aPlusBData(count: number, shift = 0): Record<string, string> {
  const files: Record<string, string> = {};
  for (let seq = 1; seq <= count; seq++) {
    files[`${seq}.in`] = `${seq} ${seq * 10}\n`;
    files[`${seq}.out`] = `${seq * 11 + shift}\n`;
  }
  return files;
}

/** One case per entry of `groups` (its subtask number), with the given points (0: split evenly). */
function casesOf(groups: number[], scores: number[] = []): JudgeCaseSpec[] {
  return groups.map((groupNum, index) => ({
    seq: index + 1,
    input: `${index + 1}.in`,
    output: `${index + 1}.out`,
    score: scores[index] ?? 0,
    groupNum,
  }));
}

/** An A+B problem with one case per entry of `groups` (its subtask number). */
async function aPlusBProblem(
  options: {
    openCaseResult?: boolean;
    judgeCaseMode?: JudgeCaseMode;
    type?: 0 | 1;
    groups?: number[];
    scores?: number[];
  } = {},
): Promise<{ problem: Problem; spec: ProblemJudgeSpec }> {
  const groups = options.groups ?? [1, 1];
  const pid = await nextPid();
  return storeProblem(
    {
      ...{ pid, problemId: `J${pid}`, title: `Judged A+B ${pid}`, difficulty: 1, isUploadCase: true },
      ...{ type: options.type ?? problemType.acm, judgeCaseMode: options.judgeCaseMode ?? 'default' },
      ...{ openCaseResult: options.openCaseResult ?? true, languages: ['C', 'C++'] },
    },
    { files: aPlusBData(groups.length), cases: casesOf(groups, options.scores) },
  );
}

const get = async <T>(path: string, token?: string) =>
  (await callApi<T>(`${url}${path}`, { token, headers: english })).envelope;

/** Submits through the API as a fresh user; returns the id and the user's token. */
async function submitCode(pid: number, code: string): Promise<{ submitId: number; token: string }> {
  const { token } = await sessionToken();
  const answer = await callApi<SubmissionRow>(`${url}/api/submit-problem-judge`, {
    method: 'POST',
    token,
    headers: english,
    body: JSON.stringify({ pid, language: 'C', code, cid: 0, tid: 0, gid: 0, isRemote: false }),
  });
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  return { submitId: answer.envelope.data.submitId, token };
}

type StatusMap = Record<
  string,
  { status: number; score: number | null; time: number | null; memory: number | null }
>;

/** Polls as the status list does (spec §4) until the verdict is final. */
async function finalStatus(submitId: number) {
  let latest: StatusMap[string] | undefined;
  await expect
    .poll(
      async () => {
        const map = (
          await callApi<StatusMap>(`${url}/api/check-submissions-status`, {
            method: 'POST',
            body: JSON.stringify({ submitIds: [submitId] }),
          })
        ).envelope.data;
        latest = map[String(submitId)];
        return latest !== undefined && isFinalStatus(latest.status);
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true);
  return latest as StatusMap[string];
}

async function counters(pid: number) {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: problemSummaryKey(pid), ConsistentRead: true }),
  );
  return { total: Number(Item?.total ?? 0), ac: Number(Item?.ac ?? 0), wa: Number(Item?.wa ?? 0) };
}

interface CaseResult {
  judgeCaseMode: string;
  judgeCaseList: { seq: number; status: number; time: number; memory: number }[];
  subTaskJudgeCaseVoList: {
    groupNum: number;
    status: number;
    ac: number;
    total: number;
    subtaskDetailList: unknown[];
  }[];
}

describe('judged submissions', () => {
  it('accepts A+B with time and memory, shows its cases, and hands its code back as the last AC', async () => {
    const { problem } = await aPlusBProblem();
    const { submitId, token } = await submitCode(problem.pid, aPlusB);
    const verdict = await finalStatus(submitId);
    expect(verdict).toMatchObject({ status: judgeStatus.accepted });
    expect(verdict.time).toBeGreaterThanOrEqual(0);
    expect(verdict.memory).toBeGreaterThan(0);

    const detail = await get<{ submission: SubmissionRow }>(
      `/api/get-submission-detail?submitId=${submitId}`,
    );
    expect(detail.data.submission).toMatchObject({
      status: 0,
      title: problem.title,
      judger: expect.any(String),
    });
    const cases = await get<CaseResult>(`/api/get-all-case-result?submitId=${submitId}`, token);
    expect(cases.data.judgeCaseList.map((line) => [line.seq, line.status])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(await get(`/api/get-last-ac-code?pid=${problem.pid}`, token)).toMatchObject({
      data: { code: aPlusB, language: 'C' },
    });
    expect(await counters(problem.pid)).toEqual({ total: 1, ac: 1, wa: 0 });
  });

  it('gives a wrong program Wrong Answer with per-case results, hidden from its owner when the problem says so', async () => {
    const { problem } = await aPlusBProblem({ openCaseResult: false });
    const { submitId, token } = await submitCode(problem.pid, offByOne);
    expect((await finalStatus(submitId)).status).toBe(judgeStatus.wrongAnswer);
    const path = `/api/get-all-case-result?submitId=${submitId}`;
    expect((await get(path, token)).data).toBeNull();
    const { token: admin } = await sessionToken(roleCodes.admin);
    const cases = await get<CaseResult>(path, admin);
    expect(cases.data.judgeCaseList.map((line) => line.status)).toEqual([-1, -1]);
    expect((await get(`/api/get-last-ac-code?pid=${problem.pid}`, token)).msg).toBe(
      'You have not passed the problem so you cannot get the code passed recently.',
    );
  });

  it('groups the cases of a subtask problem by subtask', async () => {
    const { problem } = await aPlusBProblem({
      type: problemType.oi,
      judgeCaseMode: 'subtask_lowest',
      groups: [1, 1, 2],
      scores: [30, 30, 70],
    });
    const { submitId, token } = await submitCode(problem.pid, aPlusB);
    expect(await finalStatus(submitId)).toMatchObject({ status: judgeStatus.accepted, score: 100 });
    const cases = await get<CaseResult>(`/api/get-all-case-result?submitId=${submitId}`, token);
    expect(cases.data.judgeCaseList).toEqual([]);
    expect(
      cases.data.subTaskJudgeCaseVoList.map((group) => [
        group.groupNum,
        group.ac,
        group.total,
        group.subtaskDetailList.length,
      ]),
    ).toEqual([
      [1, 2, 2, 2],
      [2, 1, 1, 1],
    ]);
  });

  it('rejudges into a new round whose verdict replaces the old one in the counts', async () => {
    const { problem, spec } = await aPlusBProblem();
    const { submitId } = await submitCode(problem.pid, offByOne);
    expect((await finalStatus(submitId)).status).toBe(judgeStatus.wrongAnswer);
    expect(await counters(problem.pid)).toEqual({ total: 1, ac: 0, wa: 1 });

    // New test data whose answers are one more: the off-by-one program is now right.
    await putJudgeSpec({ ...spec, testDataVersion: await putTestDataVersion(problem.pid, aPlusBData(2, 1)) });
    const { token: root } = await sessionToken(roleCodes.superAdmin);
    const rejudged = await get<SubmissionRow>(`/api/admin/judge/rejudge?submitId=${submitId}`, root);
    // The answer is the row as it is by then: a quick worker may already have claimed the new round.
    expect([judgeStatus.pending, judgeStatus.compiling, judgeStatus.judging]).toContain(rejudged.data.status);
    expect(rejudged.data).toMatchObject({ time: null, score: null });
    expect((await finalStatus(submitId)).status).toBe(judgeStatus.accepted);
    expect(await counters(problem.pid)).toEqual({ total: 1, ac: 1, wa: 0 });
  });

  it('keeps a compile error from a manual verdict', async () => {
    const { problem } = await aPlusBProblem();
    const { submitId } = await submitCode(problem.pid, notC);
    expect((await finalStatus(submitId)).status).toBe(judgeStatus.compileError);
    const detail = await get<{ submission: { errorMessage: string } }>(
      `/api/get-submission-detail?submitId=${submitId}`,
    );
    expect(detail.data.submission.errorMessage).toContain('undefined_name');
    const { token: root } = await sessionToken(roleCodes.superAdmin);
    expect(
      (await get(`/api/admin/judge/manual-judge?submitId=${submitId}&status=0&score=100`, root)).status,
    ).toBe(400);
  });
});

interface TestRunResult {
  status: number;
  userOutput: string | null;
  stderr: string | null;
  time: number | null;
}

describe('Online Tests', () => {
  async function testRun(pid: number, code: string, userInput: string, expectedOutput: string) {
    const { token } = await sessionToken();
    const answer = await callApi<string>(`${url}/api/submit-problem-test-judge`, {
      method: 'POST',
      token,
      headers: english,
      body: JSON.stringify({
        pid,
        language: 'C',
        code,
        type: 'public',
        userInput,
        expectedOutput,
        mode: 'default',
      }),
    });
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    let result: TestRunResult | undefined;
    await expect
      .poll(
        async () => {
          result = (
            await get<TestRunResult>(`/api/get-test-judge-result?testJudgeKey=${answer.envelope.data}`, token)
          ).data;
          return isFinalStatus(result.status);
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);
    return result as TestRunResult;
  }

  it('runs the code on the user input and compares it with the expected output', async () => {
    const { problem } = await aPlusBProblem();
    expect(await testRun(problem.pid, aPlusB, '3 4\n', '7\n')).toMatchObject({
      status: 0,
      userOutput: '7\n',
    });
    expect(await testRun(problem.pid, aPlusB, '3 4\n', '8\n')).toMatchObject({
      status: -1,
      userOutput: '7\n',
    });
    const failed = await testRun(problem.pid, notC, '3 4\n', '7\n');
    expect(failed.status).toBe(judgeStatus.compileError);
    expect(failed.stderr).toContain('undefined_name');
  });
});
