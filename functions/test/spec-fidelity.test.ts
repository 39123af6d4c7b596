import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus, problemType, roleCodes, type SubmissionRow } from '@oj/shared';
import { callApi, useLocalStack } from './local-stack';
import { account, judgeAs, problemWith, storedSubmission } from './submission-fixtures';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { testRunKey } from '../src/data/test-runs/test-run-item';
import { getSubmission } from '../src/data/submissions/get-submission';

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

const english = { 'accept-language': 'en-US' };
const get = <T>(path: string, token?: string, headers: Record<string, string> = english) =>
  callApi<T>(`${url}${path}`, { token, headers });
const post = <T>(path: string, body: unknown, token?: string, headers: Record<string, string> = english) =>
  callApi<T>(`${url}${path}`, { method: 'POST', token, headers, body: JSON.stringify(body) });

interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

const program = 'int main(void){return 0;}';

describe('Online Tests as an original client polls them', () => {
  it('stay pending (5) while compiling and running, and keep no empty expected output', async () => {
    const user = await account();
    const problem = await problemWith();
    const sent = await post<string>(
      '/api/submit-problem-test-judge',
      {
        pid: problem.pid,
        language: 'C',
        code: program,
        type: 'public',
        userInput: '1 2',
        expectedOutput: '',
      },
      user.token,
    );
    expect(sent.envelope.status).toBe(200);
    const key = sent.envelope.data;
    for (const status of [judgeStatus.compiling, judgeStatus.judging]) {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: testRunKey(key),
          UpdateExpression: 'SET #status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status },
        }),
      );
      const polled = await get<{ status: number; expectedOutput: string | null }>(
        `/api/get-test-judge-result?testJudgeKey=${key}`,
        user.token,
      );
      expect(polled.envelope.data).toMatchObject({ status: judgeStatus.pending, expectedOutput: null });
    }
  });
});

describe('judge flooding', () => {
  it('gives Online Tests the 5-second interval of submitting', async () => {
    const user = await account();
    const problem = await problemWith();
    const run = () =>
      post(
        '/api/submit-problem-test-judge',
        { pid: problem.pid, language: 'C', code: program, type: 'public', userInput: '' },
        user.token,
      );
    expect((await run()).envelope.status).toBe(200);
    expect((await run()).envelope).toMatchObject({
      status: 429,
      msg: 'operation too fast, possibly a bot, verify again',
    });
  });

  it('caps the jobs one user has waiting or running, in both languages', async () => {
    const user = await account();
    const problem = await problemWith();
    await storedSubmission(user, problem, 30_000);
    await storedSubmission(user, problem, 20_000);
    const body = { pid: problem.pid, language: 'C', code: program, type: 'public', userInput: '' };
    expect((await post('/api/submit-problem-test-judge', body, user.token)).envelope).toMatchObject({
      status: 429,
      msg: 'You already have 2 judge jobs waiting or running; wait for one to finish before sending another!',
    });
    const zh = await post('/api/submit-problem-judge', { ...body, cid: 0 }, user.token, {
      'accept-language': 'zh-CN',
    });
    expect(zh.envelope).toMatchObject({
      status: 429,
      msg: '您已有 2 个评测任务在排队或运行中，请等待其完成后再提交！',
    });
  });
});

describe('the contract as a client of the original server sends it', () => {
  it('takes the display id as pid, and cid, tid and gid 0 or null for "none"', async () => {
    const user = await account();
    const problem = await problemWith();
    const answer = await post<SubmissionRow>(
      '/api/submit-problem-judge',
      { pid: problem.problemId, language: 'C', code: program, cid: 0, tid: null, gid: 0, isRemote: false },
      user.token,
    );
    expect(answer.envelope).toMatchObject({ status: 200, data: { pid: problem.pid } });
    const templates = await get(`/api/get-problem-code-template?pid=${problem.problemId}`, user.token);
    expect(templates.envelope.status).toBe(200);
    const contest = await post(
      '/api/submit-problem-judge',
      { pid: 'A', language: 'C', code: program, cid: 5_000_005 },
      (await account()).token,
    );
    expect(contest.envelope).toMatchObject({ status: 404, msg: 'The contest does not exist: 5000005' });
  });

  it('drops empty values and answers every list as a full page object', async () => {
    expect((await get('/api/get-last-week-submission-statistics?forceRefresh=')).envelope.status).toBe(200);
    expect((await get('/api/languages?pid=')).envelope.status).toBe(200);
    const list = await get<Page<SubmissionRow>>('/api/get-submission-list?currentPage=0&limit=abc&status=');
    expect(list.envelope.status).toBe(200);
    expect(list.envelope.data).toMatchObject({ size: 15, current: 1 });
    expect(list.envelope.data.pages).toBe(Math.ceil(list.envelope.data.total / 15));
    const problems = await get<Page<unknown>>('/api/get-problem-list?limit=-3');
    expect(problems.envelope.data).toMatchObject({ size: 30, current: 1 });
  });

  it('polls the statuses of a whole page of 100 submissions', async () => {
    const ids = Array.from({ length: 100 }, (_, index) => index + 1);
    const answer = await post('/api/check-submissions-status', { submitIds: ids, cid: 0 });
    expect(answer.envelope.status).toBe(200);
  });
});

describe('the filtered submission list', () => {
  it('counts every matching row, however deep, for an author, a problem, a status and together', async () => {
    const user = await account();
    const [first, second] = [await problemWith(), await problemWith()];
    const statusBefore = await get<Page<SubmissionRow>>(
      `/api/get-submission-list?status=${judgeStatus.wrongAnswer}`,
    );
    for (let index = 0; index < 24; index += 1) {
      const submission = await storedSubmission(user, index % 3 === 0 ? second : first);
      if (index % 2 === 0) await judgeAs(submission, first, judgeStatus.wrongAnswer, 0);
    }
    const total = async (query: string) =>
      ((a) => (a.envelope.data ? a.envelope.data.total : (console.log(a.envelope), -1)))(
        await get<Page<SubmissionRow>>(`/api/get-submission-list?limit=2&${query}`),
      );
    expect(await total(`username=${user.username}`)).toBe(24);
    expect(await total(`username=${user.username}&status=${judgeStatus.wrongAnswer}`)).toBe(12);
    expect(await total(`username=${user.username}&status=${judgeStatus.pending}`)).toBe(12);
    expect(await total(`problemID=${first.problemId}&completeProblemID=true`)).toBe(16);
    expect(await total(`problemID=${second.problemId}&completeProblemID=true&status=-1`)).toBe(4);
    expect(
      await total(`username=${user.username}&problemID=${second.problemId}&completeProblemID=true`),
    ).toBe(8);
    expect(await total(`status=${judgeStatus.wrongAnswer}`)).toBe(statusBefore.envelope.data.total + 12);
  });

  it('matches part of a problem id unless completeProblemID is true', async () => {
    const user = await account();
    const stem = `PM${Date.now()}`;
    const short = await problemWith({ problemId: stem });
    const long = await problemWith({ problemId: `${stem}7` });
    await storedSubmission(user, short);
    await storedSubmission(user, long);
    const pidsOf = async (query: string) =>
      (await get<Page<SubmissionRow>>(`/api/get-submission-list?${query}`)).envelope.data.records.map(
        (row) => row.pid,
      );
    // The partial match reads display ids from a catalogue a warm function keeps for ten seconds.
    const deadline = Date.now() + 15_000;
    while ((await pidsOf(`problemID=${stem}`)).length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await pidsOf(`problemID=${stem.toLowerCase()}`)).sort()).toEqual([short.pid, long.pid].sort());
    expect(await pidsOf(`problemID=${stem}&completeProblemID=false&username=${user.username}`)).toHaveLength(
      2,
    );
    expect(await pidsOf(`problemID=${stem}&completeProblemID=true`)).toEqual([short.pid]);
  });
});

describe('case results', () => {
  it('show the head of each case input and answer when the problem opens them', async () => {
    const owner = await account();
    const problem = await problemWith();
    const submission = await storedSubmission(owner, problem);
    await judgeAs(submission, problem, judgeStatus.accepted, 0);
    const answer = await get<{ judgeCaseList: { inputData: string | null; outputData: string | null }[] }>(
      `/api/get-all-case-result?submitId=${submission.submitId}`,
      owner.token,
    );
    const [firstCase, secondCase] = answer.envelope.data.judgeCaseList;
    expect(firstCase).toMatchObject({ inputData: '1 2\n', outputData: '3\n' });
    expect(secondCase?.inputData).toBe(`${'9'.repeat(256)}…`);
  });
});

describe('derived data follows every verdict change', () => {
  const admin = async () => (await account(roleCodes.superAdmin)).token;

  it('takes a problem off the solved list when an accepted verdict is judged wrong by hand', async () => {
    const user = await account();
    const problem = await problemWith();
    const submission = await storedSubmission(user, problem);
    await judgeAs(submission, problem, judgeStatus.accepted, 0);
    const home = () =>
      get<{ solvedList: string[]; scoreList: number[] }>(`/api/get-user-home-info?uid=${user.uid}`);
    expect((await home()).envelope.data.solvedList).toContain(problem.problemId);
    const status = () =>
      post<Record<string, { status: number }>>(
        '/api/get-user-problem-status',
        { pidList: [problem.pid] },
        user.token,
      );
    expect((await status()).envelope.data[String(problem.pid)]?.status).toBe(0);

    const manual = await get(
      `/api/admin/judge/manual-judge?submitId=${submission.submitId}&status=${judgeStatus.wrongAnswer}`,
      await admin(),
    );
    expect(manual.envelope.status).toBe(200);
    expect((await home()).envelope.data.solvedList).not.toContain(problem.problemId);
    expect((await home()).envelope.data.scoreList).toEqual([]);
    expect((await status()).envelope.data[String(problem.pid)]?.status).toBe(-1);
  });

  it('lowers the best OI score when a rejudge scores less', async () => {
    const user = await account();
    const problem = await problemWith({ type: problemType.oi, difficulty: 0 });
    const submission = await storedSubmission(user, problem);
    await judgeAs(submission, problem, judgeStatus.accepted, 100);
    const best = async () =>
      (
        await post<Record<string, { score: number | null }>>(
          '/api/get-user-problem-status',
          { pidList: [problem.pid] },
          user.token,
        )
      ).envelope.data[String(problem.pid)]?.score;
    expect(await best()).toBe(100);

    expect(
      (await get(`/api/admin/judge/rejudge?submitId=${submission.submitId}`, await admin())).envelope.status,
    ).toBe(200);
    const rejudged = await getSubmission(submission.submitId, true);
    await judgeAs(rejudged ?? submission, problem, judgeStatus.partialAccepted, 60, 2);
    expect(await best()).toBe(60);
    const home = await get<{ scoreList: number[]; solvedList: string[] }>(
      `/api/get-user-home-info?uid=${user.uid}`,
    );
    expect(home.envelope.data.scoreList).toEqual([6]);
    expect(home.envelope.data.solvedList).not.toContain(problem.problemId);
  });
});

describe('the profile signature', () => {
  it('keeps its last 10 paragraphs, not its last 10 lines', async () => {
    const user = await account();
    const paragraphs = Array.from({ length: 12 }, (_, index) => `2024-01-${10 + index}\n+5 coins`);
    const answer = await post<{ signature: string }>(
      '/api/change-userInfo',
      { signature: paragraphs.join('\n\n') },
      user.token,
    );
    expect(answer.envelope.status).toBe(200);
    expect(answer.envelope.data.signature).toBe(paragraphs.slice(2).join('\n\n'));
  });
});
