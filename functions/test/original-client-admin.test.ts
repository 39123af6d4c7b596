import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  defaultWebsiteConfig,
  encodeAnswerSheet,
  judgeStatus,
  remoteJudgeAccountFields,
  roleCodes,
  switchConfigOf,
} from '@oj/shared';
import { callApi, sessionToken, useLocalStack, withQuery, type ApiAnswer } from './local-stack';
import { untilPublicConfigShows } from './public-config';
import { account, judgeAs, problemWith, storedSubmission } from './submission-fixtures';
import { aPlusB, quizProblem, storedSubmission as submissionIn, submit } from './submissions-kit';
import { linkContestProblems, storeContest } from './contest-fixtures';
import { reportJudgeWorker } from '../src/data/judge-workers/report-judge-worker';

/*
 * The admin calls as the original HOJ client makes them, unchanged (contract-reference.md and hoj-vue's
 * `common/api.js`, `views/admin/problem/ProblemList.vue`, `views/admin/Dashboard.vue`,
 * `views/admin/general/SysSwitch.vue`, the submission detail and manual judge): what it sends, and the
 * fields it reads of the answers.
 */

type Json = Record<string, unknown>;

let url: string;
let root: string;
beforeAll(async () => {
  ({ url } = useLocalStack());
  root = (await sessionToken(roleCodes.superAdmin)).token;
});

/** A call as the original client sends it: the admin area's `Url-Type`, the language of its choice. */
const client = <T = Json>(
  method: string,
  path: string,
  options: {
    token?: string;
    query?: Record<string, string | number | boolean>;
    body?: unknown;
    lang?: string;
  } = {},
): Promise<ApiAnswer<T>> =>
  callApi<T>(withQuery(`${url}${path}`, options.query), {
    method,
    token: options.token ?? root,
    headers: { 'accept-language': options.lang ?? 'en-US', 'url-type': 'admin' },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });

/** The fields of one DTO table of contract-reference.md, in its order. */
async function contractFields(dto: string): Promise<string[]> {
  const reference = await readFile(join(__dirname, '../../../shared/spec/contract-reference.md'), 'utf8');
  const table = reference.split(`### ${dto}\n`)[1]?.split('\n### ')[0] ?? '';
  return [...table.matchAll(/^\| (\w+) \|/gm)]
    .map((match) => match[1] as string)
    .filter((f) => f !== 'Field');
}

describe('the admin problem list (ProblemList.vue)', () => {
  it('answers every problem for auth=0 and oj=All, as the client sends them for "all problems"', async () => {
    const title = `Client list ${Date.now()}`;
    const [open, hidden, contestOnly] = [
      await problemWith({ title: `${title} public`, auth: 1 }),
      await problemWith({ title: `${title} private`, auth: 2 }),
      await problemWith({ title: `${title} contest`, auth: 3 }),
    ];
    const list = (query: Record<string, string | number>) =>
      client<{ records: { pid: number }[]; total: number }>('GET', '/api/admin/problem/get-problem-list', {
        query: { limit: 10, currentPage: 1, keyword: title, ...query },
      });
    const pids = async (query: Record<string, string | number>) => {
      const answer = await list(query);
      expect(answer.envelope.status, answer.envelope.msg).toBe(200);
      return answer.envelope.data.records.map((row) => row.pid).sort();
    };
    const everyOne = [open.pid, hidden.pid, contestOnly.pid].sort();
    // The catalogue the list reads is cached for two seconds.
    await expect.poll(() => pids({ oj: 'All', auth: 0 }), { timeout: 5_000 }).toEqual(everyOne);
    expect(await pids({ oj: 'Mine', auth: 0 })).toEqual(everyOne);
    expect(await pids({ oj: 'All', auth: 2 })).toEqual([hidden.pid]);
    expect(await pids({ oj: 'All', auth: 3 })).toEqual([contestOnly.pid]);
    expect(await pids({ oj: 'HDU', auth: 0 })).toEqual([]);
    expect((await list({ auth: 4 })).envelope).toMatchObject({
      status: 400,
      msg: expect.stringMatching(/^Invalid parameter auth/),
    });
  });

  it("takes what the client's contest and training lists send", async () => {
    const page = { currentPage: 1, limit: 10 };
    for (const path of ['/api/admin/contest/get-contest-list', '/api/admin/training/get-training-list']) {
      const answer = await client<{ records: unknown[] }>('GET', path, { query: { ...page, keyword: '' } });
      expect(answer.envelope.status, `${path}: ${answer.envelope.msg}`).toBe(200);
    }
    const contest = await storeContest();
    // The contest's problem list (ProblemList.vue inside a contest) sends oj and auth as well.
    const contestProblems = await client('GET', '/api/admin/contest/get-problem-list', {
      query: { ...page, keyword: '', cid: contest.cid, oj: 'All', auth: 0 },
    });
    expect(contestProblems.envelope.status, contestProblems.envelope.msg).toBe(200);
    // AddPublicProblem.vue sends the contest's type and the training id, empty here.
    const candidates = await client('GET', '/api/admin/contest/get-problem-list', {
      query: { ...page, keyword: '', problemType: 0, cid: contest.cid },
    });
    expect(candidates.envelope.status, candidates.envelope.msg).toBe(200);
  });
});

describe('the admin dashboard (Dashboard.vue)', () => {
  it('answers every API area function with the fields the back-end table reads, the areas just called healthy', async () => {
    // What the client's own pages call before an admin opens the dashboard: site, problem, contest.
    for (const path of ['/api/get-website-config', '/api/get-problem-list', '/api/get-contest-list']) {
      const answer = await callApi(`${url}${path}`);
      expect(answer.envelope.status, `${path}: ${answer.envelope.msg}`).toBe(200);
    }
    type Row = { serviceId: string; host: string | null; metadata: Json } & Json;
    const read = async () => {
      const answer = await client<Json>('GET', '/api/admin/config/get-service-info');
      expect(answer.envelope.status).toBe(200);
      return answer.envelope.data as { nacos: { status: string }; backupService: Row[] } & Json;
    };
    const healthOf = (data: { backupService: Row[] }, area: string) =>
      data.backupService.find((row) => row.serviceId === area)?.metadata['nacos.healthy'];
    // Each instance reports itself beside its first request: the registry has it a moment later.
    await expect
      .poll(async () => {
        const data = await read();
        return ['site', 'problem', 'contest'].map((area) => healthOf(data, area));
      })
      .toEqual(['true', 'true', 'true']);
    const data = await read();
    expect(data.nacos.status).toBe('UP');
    expect(data).toMatchObject({
      backupCores: expect.any(Number),
      backupPercentCpuLoad: expect.stringMatching(/%$/),
      backupPercentMemoryLoad: expect.stringMatching(/%$/),
    });
    // The client writes the cores and loads into the first row: the answering area's, whose they are.
    expect(data.backupService[0]?.serviceId).toBe('admin');
    expect(data.backupService.length).toBeGreaterThanOrEqual(9);
    for (const row of data.backupService) {
      expect(row).toMatchObject({ serviceId: expect.any(String), secure: false, port: null });
      expect(['true', 'false']).toContain(row.metadata['nacos.healthy']);
    }
    for (const area of ['admin', 'site', 'problem', 'contest'])
      expect(data.backupService.find((row) => row.serviceId === area)?.host, area).toEqual(
        expect.any(String),
      );
  });

  it('answers each judge worker with the fields the judge table reads: name, host, port, load, health', async () => {
    const workerId = `client-worker-${Date.now()}`;
    await reportJudgeWorker({
      workerId,
      languages: ['C', 'Java'],
      address: '10.9.8.7',
      cpuCores: 2,
      slots: 3,
      cpuLoad: 0.5,
      memoryLoad: 0.25,
    });
    const answer = await client<Json[]>('GET', '/api/admin/config/get-judge-service-info');
    expect(answer.envelope.status).toBe(200);
    const row = answer.envelope.data.find(
      (entry) => ((entry.service as Json).metadata as Json).judgeName === workerId,
    );
    expect(row).toMatchObject({
      service: {
        host: '10.9.8.7',
        port: null,
        secure: false,
        metadata: { judgeName: workerId, 'nacos.healthy': 'true', maxTaskNum: '3' },
      },
      cpuCores: 2,
      percentCpuLoad: '50.00%',
      percentMemoryLoad: '25.00%',
      languages: ['C', 'Java'],
    });
  });
});

const defaults = switchConfigOf(defaultWebsiteConfig);
const saveSwitches = (body: Json) => client<Json>('PUT', '/api/admin/switch/update', { body });

/** Sets switches, waits until the API's cached config shows them, runs `body`, then puts the defaults back. */
async function withSwitches(changes: Json, body: () => Promise<void>): Promise<void> {
  expect((await saveSwitches({ ...defaults, ...changes })).envelope.status).toBe(200);
  try {
    await untilPublicConfigShows(url, changes);
    await body();
  } finally {
    await saveSwitches(defaults);
    await untilPublicConfigShows(url, defaults);
  }
}

describe('the switch page (SysSwitch.vue)', () => {
  it('reads every SwitchConfigDTO field of the contract and saves the whole DTO it read back', async () => {
    const fields = await contractFields('SwitchConfigDTO');
    expect(fields).toHaveLength(26);
    const read = await client<Json>('GET', '/api/admin/switch/info');
    expect(read.envelope.status).toBe(200);
    for (const field of fields) expect(read.envelope.data, field).toHaveProperty(field);

    const accounts = {
      hduUsernameList: ['hdu-bot'],
      hduPasswordList: ['hdu-secret'],
      cfUsernameList: [],
      cfPasswordList: [],
    };
    try {
      const saved = await saveSwitches({ ...read.envelope.data, ...accounts });
      expect(saved.envelope.status, saved.envelope.msg).toBe(200);
      expect(saved.envelope.data).toMatchObject(accounts);
      expect((await client<Json>('GET', '/api/admin/switch/info')).envelope.data).toMatchObject(accounts);
      // The account lists are secrets: the public config served to every visitor holds none of them.
      const publicConfig = await callApi<Json>(`${url}/api/get-website-config`);
      for (const field of remoteJudgeAccountFields)
        expect(publicConfig.envelope.data).not.toHaveProperty(field);
      expect(JSON.stringify(publicConfig.envelope.data)).not.toContain('hdu-secret');
    } finally {
      await saveSwitches({ ...defaults, hduUsernameList: [], hduPasswordList: [] });
    }
  });

  it('refuses usernames without as many passwords, naming the judge’s list', async () => {
    const answer = await saveSwitches({ ...defaults, pojUsernameList: ['a', 'b'], pojPasswordList: ['x'] });
    expect(answer.envelope).toMatchObject({ status: 400, msg: expect.stringMatching(/pojUsernameList/) });
  });

  it('switches judging off for public problems, with a message in both languages, and on again', async () => {
    const paper = await quizProblem();
    const sheet = encodeAnswerSheet(['B', 'T']);
    const contestProblem = await quizProblem();
    const contest = await storeContest();
    await linkContestProblems(contest.cid, { A: contestProblem });
    await withSwitches({ openPublicJudge: false }, async () => {
      const student = await account();
      expect(
        (await submit(student.token, { pid: paper.pid, language: 'Quiz', code: sheet })).envelope,
      ).toMatchObject({
        status: 403,
        msg: 'Judging of problems is switched off on this site for now: no submissions or Online Tests.',
      });
      const testRun = await client('POST', '/api/submit-problem-test-judge', {
        token: student.token,
        lang: 'zh-CN',
        body: {
          pid: (await problemWith()).pid,
          type: 'public',
          language: 'C',
          code: aPlusB,
          userInput: '1 2',
          cid: 0,
        },
      });
      expect(testRun.envelope).toMatchObject({
        status: 403,
        msg: '网站当前已关闭题目评测，暂时不能提交或在线自测！',
      });
      // The contest's switch is apart: a contest submission is still judged.
      const inContest = await submit(student.token, {
        pid: contestProblem.pid,
        cid: contest.cid,
        language: 'Quiz',
        code: sheet,
      });
      expect(inContest.envelope.status, inContest.envelope.msg).toBe(200);
    });
    const later = await account();
    expect(
      (await submit(later.token, { pid: paper.pid, language: 'Quiz', code: sheet })).envelope.status,
    ).toBe(200);
  });

  it('switches judging off for contest problems only', async () => {
    const paper = await quizProblem();
    const sheet = encodeAnswerSheet(['B', 'T']);
    const contest = await storeContest();
    await linkContestProblems(contest.cid, { A: paper });
    await withSwitches({ openContestJudge: false }, async () => {
      const student = await account();
      expect(
        (await submit(student.token, { pid: paper.pid, cid: contest.cid, language: 'Quiz', code: sheet }))
          .envelope,
      ).toMatchObject({
        status: 403,
        msg: 'Judging of contest problems is switched off on this site for now: no submissions or Online Tests in contests.',
      });
      const outside = await submit(student.token, { pid: paper.pid, language: 'Quiz', code: sheet });
      expect(outside.envelope.status, outside.envelope.msg).toBe(200);
    });
  });

  it('hides the code of submissions outside contests from their author, in the detail and the last accepted code, while hideNonContestSubmissionCode is on', async () => {
    const problem = await problemWith();
    const author = await account();
    const submission = await storedSubmission(author, problem);
    const detail = (token: string) =>
      client<{ submission: { code: string | null }; codeHiddenBySite: boolean }>(
        'GET',
        '/api/get-submission-detail',
        { token, query: { submitId: submission.submitId } },
      );
    await judgeAs(submission, problem, judgeStatus.accepted, 100);
    const lastAccepted = () =>
      client<{ code: string }>('GET', '/api/get-last-ac-code', {
        token: author.token,
        query: { pid: problem.pid },
      });
    expect((await detail(author.token)).envelope.data.submission.code).toBe(submission.code);
    expect((await lastAccepted()).envelope.data.code).toBe(submission.code);
    await withSwitches({ hideNonContestSubmissionCode: true }, async () => {
      expect((await detail(author.token)).envelope.data).toMatchObject({
        submission: { code: null },
        codeHiddenBySite: true,
      });
      expect((await lastAccepted()).envelope).toMatchObject({
        status: 403,
        msg: 'The super admin has hidden the code of submissions made outside contests: it cannot be shown or loaded now.',
      });
      expect((await detail(root)).envelope.data).toMatchObject({
        submission: { code: submission.code },
        codeHiddenBySite: false,
      });
    });
  });
});

describe('manual judge (the submission list of the admin)', () => {
  it('says why a submission still waiting for or in the judges cannot be judged by hand, in both languages', async () => {
    const problem = await problemWith();
    for (const status of [judgeStatus.pending, judgeStatus.compiling, judgeStatus.judging]) {
      const waiting = await submissionIn(problem, (await account()).uid, status);
      const query = { submitId: waiting.submitId, status: judgeStatus.accepted, score: 100 };
      const english = await client('GET', '/api/admin/judge/manual-judge', { query });
      expect(english.envelope.status).toBe(400);
      expect(english.envelope.msg).toMatch(/cannot be judged by hand/);
      const chinese = await client('GET', '/api/admin/judge/manual-judge', { query, lang: 'zh-CN' });
      expect(chinese.envelope.msg).toMatch(/不能人工评测/);
    }
  });
});
