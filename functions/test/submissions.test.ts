import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  encodeAnswerSheet,
  judgeStatus,
  problemAuth,
  roleCodes,
  type QuizPaper,
  type RoleCode,
  type SubmissionRow,
} from '@oj/shared';
import { callApi, sessionToken, useLocalStack, type ApiAnswer } from './local-stack';
import { storeProblem } from './problem-fixtures';
import { nextPid } from '../src/data/problems/save-problem';
import type { Problem } from '../src/data/problems/problem-item';
import { problemSummaryKey } from '../src/data/problems/problem-summary';
import { createUser } from '../src/data/users/create-user';
import { putSession } from '../src/data/sessions/session-store';
import { signToken } from '../src/auth/token';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { addToCounters } from '../src/data/counters';
import { getSubmission } from '../src/data/submissions/get-submission';
import {
  nextSubmitId,
  putNewSubmission,
  submissionSequenceKey,
} from '../src/data/submissions/create-submission';
import { submissionToItem, type Submission } from '../src/data/submissions/submission-item';

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

const english = { 'accept-language': 'en-US' };
const aPlusB =
  '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n';

/** A problem stored as the admin calls store one, with A+B test data. */
async function problemWith(overrides: Partial<Problem> = {}): Promise<Problem> {
  const pid = await nextPid();
  const { problem } = await storeProblem(
    {
      ...{ pid, problemId: `S${pid}`, title: `A+B ${pid}`, input: 'a b', output: 'a+b', difficulty: 2 },
      ...{ examples: [{ input: '1 2', output: '3' }], isUploadCase: true },
      ...{ languages: ['C', 'C++', 'Python3'] },
      ...overrides,
    },
    {
      files: { '1.in': '1 2\n', '1.out': '3\n' },
      cases: [{ seq: 1, input: '1.in', output: '1.out', score: 0, groupNum: 1 }],
    },
  );
  return problem;
}

const paper: QuizPaper = {
  questions: [
    {
      kind: 'choice',
      text: 'Which is a compiled language?',
      options: ['Python', 'C', 'Bash', 'Lua'],
      score: 50,
    },
    { kind: 'judge', text: 'Binary search needs sorted input.', score: 50 },
  ],
  answers: ['B', 'T'],
};

const quizProblem = () =>
  problemWith({
    problemId: `CS${Math.floor(Math.random() * 1e9)}`,
    quiz: paper,
    languages: [],
    codeShare: false,
  });

/**
 * An account with a username claim (the list's author filter finds it) and a session for it.
 * `problemCodeGrants` are the blocked-prefix codes an administrator granted it.
 */
async function account(
  roleCode: RoleCode = roleCodes.defaultUser,
  realname = '',
  problemCodeGrants: string[] = [],
) {
  const uid = randomUUID().replaceAll('-', '');
  const username = `s${uid.slice(0, 10)}`;
  await createUser({
    uid,
    username,
    email: `${username}@example.com`,
    passwordHash: 'unused',
    roleCode,
    createdAt: new Date().toISOString(),
    realname,
    problemCodeGrants,
  });
  const sessionId = randomUUID();
  const { token, expiresAt } = await signToken(uid, sessionId);
  await putSession({ uid, sessionId, username, roleCode, expiresAt });
  return { uid, username, token };
}

interface SubmitBody {
  pid: number;
  language?: string;
  code?: string;
  cid?: number;
  tid?: number;
  gid?: number | null;
}

const submit = (token: string | undefined, body: SubmitBody) =>
  callApi<SubmissionRow>(`${url}/api/submit-problem-judge`, {
    method: 'POST',
    token,
    headers: english,
    body: JSON.stringify({
      language: 'C',
      code: aPlusB,
      cid: 0,
      tid: 0,
      gid: null,
      isRemote: false,
      ...body,
    }),
  });

/** A contest solution of about 1 KB (530 bytes gzipped), the size of a typical submission. */
const typicalProgram = `#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
typedef pair<int, int> pii;
const int MAXN = 200005;
const ll MOD = 1000000007LL;

int n, m, parent[MAXN], depth[MAXN];
vector<pii> adj[MAXN];
ll dist[MAXN];

int findRoot(int x) { return parent[x] == x ? x : parent[x] = findRoot(parent[x]); }

void unite(int a, int b) {
    a = findRoot(a);
    b = findRoot(b);
    if (a == b) return;
    if (depth[a] < depth[b]) swap(a, b);
    parent[b] = a;
    if (depth[a] == depth[b]) depth[a]++;
}

ll power(ll base, ll exp) {
    ll result = 1;
    base %= MOD;
    while (exp > 0) {
        if (exp & 1) result = result * base % MOD;
        base = base * base % MOD;
        exp >>= 1;
    }
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long a, b;
    if (!(cin >> a >> b)) return 0;
    // The graph part is unused for A+B but kept from the template.
    n = 1;
    for (int i = 1; i <= n; i++) parent[i] = i;
    cout << a + b << "\\n";
    return 0;
}
`;

/** The same with a Dijkstra routine added: about 1.5 KB (720 bytes gzipped). */
const largeProgram = typicalProgram.replace(
  'int main() {',
  `void dijkstra(int source) {
    for (int i = 1; i <= n; i++) dist[i] = LLONG_MAX;
    priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<pair<ll, int>>> pq;
    dist[source] = 0;
    pq.push({0, source});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : adj[u]) {
            if (dist[u] + w < dist[v]) {
                dist[v] = dist[u] + w;
                pq.push({dist[v], v});
            }
        }
    }
}

` + 'int main() {',
);

const get = <T>(path: string, token?: string) => callApi<T>(`${url}${path}`, { token, headers: english });

function capacityOf(answer: ApiAnswer): { read: number; write: number } {
  const [, read, write] =
    /read=([\d.]+);write=([\d.]+)/.exec(answer.headers.get('x-consumed-capacity') ?? '') ?? [];
  return { read: Number(read), write: Number(write) };
}

async function counters(pid: number): Promise<Record<string, number>> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: problemSummaryKey(pid), ConsistentRead: true }),
  );
  return { total: Number(Item?.total ?? 0), ac: Number(Item?.ac ?? 0), wa: Number(Item?.wa ?? 0) };
}

/** A submission in a given state, stored through the data layer (states no call can reach today). */
async function storedSubmission(problem: Problem, uid: string, status: number): Promise<Submission> {
  const submission: Submission = {
    submitId: await nextSubmitId(),
    uid,
    username: `user-${uid.slice(0, 8)}`,
    pid: problem.pid,
    displayPid: problem.problemId,
    cid: 0,
    gid: 0,
    language: 'C',
    code: aPlusB,
    status,
    score: null,
    timeMs: null,
    memoryKb: null,
    errorMessage: status === judgeStatus.compileError ? 'main.c:1: error' : null,
    judger: null,
    round: 1,
    submitTime: new Date().toISOString(),
    share: false,
    isManual: false,
  };
  await putNewSubmission(submission);
  return submission;
}

let problem: Problem;
beforeAll(async () => {
  problem = await problemWith();
});

describe('submitting code', () => {
  it('stores a pending submission in round 1 and costs at most 7 write units (3 of them list counters)', async () => {
    const { token, uid } = await sessionToken();
    const answer = await submit(token, { pid: problem.pid });
    expect(answer.envelope).toMatchObject({
      status: 200,
      data: {
        uid,
        pid: problem.pid,
        displayPid: problem.problemId,
        title: problem.title,
        status: 5,
        language: 'C',
      },
    });
    expect(answer.envelope.data.length).toBe(Buffer.byteLength(aPlusB));
    expect(capacityOf(answer).write).toBeLessThanOrEqual(7);
    const stored = await getSubmission(answer.envelope.data.submitId, true);
    expect(stored).toMatchObject({ status: judgeStatus.pending, round: 1, code: aPlusB, cid: 0 });
  });

  it('stays within 7 write units up to about 680 bytes of compressed code, and pays by size beyond', async () => {
    const measure = async (code: string) => {
      const answer = await submit((await sessionToken()).token, { pid: problem.pid, code });
      expect(answer.envelope.status).toBe(200);
      return capacityOf(answer).write;
    };
    const units = {
      aPlusB: await measure(aPlusB),
      typical: await measure(typicalProgram),
      large: await measure(largeProgram),
    };
    console.info('submit write units', units);
    expect(units.aPlusB).toBe(7);
    expect(units.typical).toBe(7);
    // Over 1 KB the item and each of its two index copies cost 2 units.
    expect(units.large).toBe(10);
  });

  it('asks a visitor to log in', async () => {
    const answer = await submit(undefined, { pid: problem.pid });
    expect(answer.httpStatus).toBe(401);
  });

  for (const roleCode of [roleCodes.noSubmit, roleCodes.noSubmitNoDiscussion, roleCodes.noSubmitMuted]) {
    it(`refuses role ${roleCode}, which may not submit`, async () => {
      const { token } = await sessionToken(roleCode);
      expect((await submit(token, { pid: problem.pid })).envelope).toMatchObject({
        status: 403,
        msg: 'Sorry, your account is not allowed to submit code!',
      });
    });
  }

  it('lets a muted user (1005) submit', async () => {
    const { token } = await sessionToken(roleCodes.muted);
    expect((await submit(token, { pid: problem.pid })).envelope.status).toBe(200);
  });

  it('refuses empty code and code over 65535 characters with the messages of §5', async () => {
    const { token } = await sessionToken();
    expect((await submit(token, { pid: problem.pid, code: '  \n ' })).envelope).toMatchObject({
      status: 400,
      msg: 'Code can not be empty',
    });
    expect((await submit(token, { pid: problem.pid, code: 'x'.repeat(65_536) })).envelope).toMatchObject({
      status: 400,
      msg: 'Code Length can not exceed 65535',
    });
    expect((await submit(token, { pid: problem.pid, code: 'x'.repeat(65_535) })).envelope.status).toBe(200);
  });

  it('refuses a second submission within 5 seconds, in both languages', async () => {
    const { token } = await sessionToken();
    expect((await submit(token, { pid: problem.pid })).envelope.status).toBe(200);
    expect((await submit(token, { pid: problem.pid })).envelope).toMatchObject({
      status: 429,
      msg: 'operation too fast, possibly a bot, verify again',
    });
    const chinese = await callApi(`${url}/api/submit-problem-judge`, {
      method: 'POST',
      token,
      body: JSON.stringify({ pid: problem.pid, language: 'C', code: aPlusB }),
    });
    expect(chinese.envelope.msg).toBe('提交速度过快，疑似机器人，请重新验证');
  });

  it('refuses an unknown problem by number or display id, and a language the problem does not allow', async () => {
    const { token } = await sessionToken();
    expect((await submit(token, { pid: 987_654_321 })).envelope).toMatchObject({ status: 404 });
    expect((await submit(token, { pid: problem.pid, language: 'Java' })).envelope).toMatchObject({
      status: 400,
      msg: 'This problem does not accept Java!',
    });
    expect((await submit(token, { pid: 'abc' as unknown as number })).envelope.msg).toBe(
      'The problem does not exist: abc',
    );
  });

  it('refuses contests, trainings and groups, which do not exist yet', async () => {
    const { token } = await sessionToken();
    for (const scope of [{ cid: 3 }, { tid: 4 }, { gid: 5 }]) {
      expect((await submit(token, { pid: problem.pid, ...scope })).envelope).toMatchObject({
        status: 400,
        msg: 'Submitting in contests, trainings and groups is not available yet!',
      });
    }
  });

  it('refuses a blocked prefix unless the user holds its code, and a private problem unless admin', async () => {
    const blocked = await problemWith({ problemId: `ZA${Math.floor(Math.random() * 1e9)}` });
    const plain = await account();
    expect((await submit(plain.token, { pid: blocked.pid })).envelope.status).toBe(403);
    // The code in a user's own real name grants nothing: only an administrator grants it.
    const selfWritten = await account(roleCodes.defaultUser, 'ZA');
    expect((await submit(selfWritten.token, { pid: blocked.pid })).envelope.status).toBe(403);
    const granted = await account(roleCodes.defaultUser, 'ZA', ['ZA']);
    expect((await submit(granted.token, { pid: blocked.pid })).envelope.status).toBe(200);
    // Through the calls, an administrator's own real name is a grant of its words.
    const admin = await account(roleCodes.admin);
    expect((await submit(admin.token, { pid: blocked.pid })).envelope.status).toBe(403);
    const named = await callApi(`${url}/api/change-userInfo`, {
      method: 'POST',
      token: admin.token,
      headers: english,
      body: JSON.stringify({ realname: 'Root ZA' }),
    });
    expect(named.envelope.status).toBe(200);
    expect((await submit(admin.token, { pid: blocked.pid })).envelope.status).toBe(200);

    const hidden = await problemWith({ auth: problemAuth.private });
    expect((await submit(plain.token, { pid: hidden.pid })).envelope.status).toBe(403);
    const { token: adminToken } = await sessionToken(roleCodes.admin);
    expect((await submit(adminToken, { pid: hidden.pid })).envelope.status).toBe(200);
  });
});

describe('quiz papers', () => {
  it('grades an answer sheet at once, counts it, and shows the answers to the owner and admins only', async () => {
    const quiz = await quizProblem();
    const owner = await account();
    const answer = await submit(owner.token, {
      pid: quiz.pid,
      language: 'Quiz',
      code: encodeAnswerSheet(['B', 'T']),
    });
    expect(answer.envelope.data).toMatchObject({
      status: judgeStatus.accepted,
      score: 100,
      language: 'Quiz',
    });
    expect(await counters(quiz.pid)).toMatchObject({ total: 1, ac: 1 });

    const path = `/api/get-submission-detail?submitId=${answer.envelope.data.submitId}`;
    expect((await get(path, owner.token)).envelope.data).toMatchObject({
      quiz: { score: 100, total: 100, questions: [{ seq: 1, answer: 'B', correct: true }, { seq: 2 }] },
    });
    const { token: stranger } = await sessionToken();
    expect((await get(path, stranger)).envelope).toMatchObject({ status: 403, msg: 'No Permission' });
    expect((await get(path)).envelope.msg).toBe('No Permission');
    const { token: admin } = await sessionToken(roleCodes.admin);
    expect((await get(path, admin)).envelope.status).toBe(200);

    const cases = `/api/get-all-case-result?submitId=${answer.envelope.data.submitId}`;
    expect((await get(cases, owner.token)).envelope.data).toMatchObject({
      judgeCaseMode: 'default',
      judgeCaseList: [
        { seq: 1, status: 0, score: 50 },
        { seq: 2, status: 0, score: 50 },
      ],
    });
    expect((await get(cases, stranger)).envelope.data).toBeNull();
  });

  it('calls half the points partially accepted and none wrong', async () => {
    const quiz = await quizProblem();
    const first = await sessionToken();
    expect(
      (await submit(first.token, { pid: quiz.pid, code: encodeAnswerSheet(['B', 'F']) })).envelope.data,
    ).toMatchObject({ status: judgeStatus.partialAccepted, score: 50 });
    const second = await sessionToken();
    expect(
      (await submit(second.token, { pid: quiz.pid, code: encodeAnswerSheet(['A', 'F']) })).envelope.data,
    ).toMatchObject({ status: judgeStatus.wrongAnswer, score: 0 });
    expect(await counters(quiz.pid)).toMatchObject({ total: 2, ac: 0, wa: 1 });
  });

  it('names the first unanswered question and refuses a malformed sheet', async () => {
    const quiz = await quizProblem();
    const { token } = await sessionToken();
    expect((await submit(token, { pid: quiz.pid, code: encodeAnswerSheet(['B', ' ']) })).envelope.msg).toBe(
      'Question 2 has no answer!',
    );
    expect((await submit(token, { pid: quiz.pid, code: 'B T' })).envelope.msg).toMatch(
      /answer sheet is malformed/,
    );
  });

  it('hands the last accepted answer sheet back, and refuses a user who has not passed', async () => {
    const quiz = await quizProblem();
    const { token } = await sessionToken();
    const path = `/api/get-last-ac-code?pid=${quiz.pid}&cid=0`;
    expect((await get(path, token)).envelope).toMatchObject({
      status: 400,
      msg: 'You have not passed the problem so you cannot get the code passed recently.',
    });
    await submit(token, { pid: quiz.pid, code: encodeAnswerSheet(['B', 'T']) });
    expect((await get(path, token)).envelope.data).toEqual({
      code: encodeAnswerSheet(['B', 'T']),
      language: 'Quiz',
    });
    expect((await get(path)).httpStatus).toBe(401);
  });
});

describe('the submission detail and sharing', () => {
  it('shows the code to its owner and admins, to others only once shared on a problem that allows it', async () => {
    const owner = await sessionToken();
    const { submitId } = (await submit(owner.token, { pid: problem.pid })).envelope.data;
    const path = `/api/get-submission-detail?submitId=${submitId}`;
    expect((await get(path, owner.token)).envelope.data).toMatchObject({
      submission: { submitId, code: aPlusB, oiRankScore: null },
      codeShare: true,
      codeVisible: true,
    });
    const { token: stranger } = await sessionToken();
    expect((await get(path, stranger)).envelope.data).toMatchObject({
      submission: { code: null },
      codeVisible: false,
    });
    const { token: admin } = await sessionToken(roleCodes.problemAdmin);
    expect((await get(path, admin)).envelope.data).toMatchObject({ submission: { code: aPlusB } });

    const share = (token: string, value: boolean) =>
      callApi(`${url}/api/submission`, {
        method: 'PUT',
        token,
        headers: english,
        body: JSON.stringify({ submitId, share: value, uid: owner.uid }),
      });
    expect((await share(stranger, true)).envelope).toMatchObject({ status: 403 });
    expect((await share(owner.token, true)).envelope.data).toEqual({ submitId, share: true });
    expect((await get(path)).envelope.data).toMatchObject({ submission: { code: aPlusB, share: true } });
    expect((await share(owner.token, false)).envelope.data).toEqual({ submitId, share: false });
    expect((await get(path)).envelope.data).toMatchObject({ submission: { code: null } });
  });

  it('refuses to share on a problem without code sharing, and names an unknown submission', async () => {
    const closed = await problemWith({ codeShare: false });
    const owner = await sessionToken();
    const { submitId } = (await submit(owner.token, { pid: closed.pid })).envelope.data;
    const answer = await callApi(`${url}/api/submission`, {
      method: 'PUT',
      token: owner.token,
      headers: english,
      body: JSON.stringify({ submitId, share: true }),
    });
    expect(answer.envelope).toMatchObject({ status: 400, msg: 'This problem does not allow sharing code!' });
    expect((await get('/api/get-submission-detail?submitId=999999999')).envelope).toMatchObject({
      status: 404,
      msg: 'The submission does not exist: 999999999',
    });
  });

  it('gives an OI problem the OI rank score of its result', async () => {
    const oi = await problemWith({ type: 1, difficulty: 3 });
    const owner = await sessionToken();
    const { submitId } = (await submit(owner.token, { pid: oi.pid })).envelope.data;
    const { token: root } = await sessionToken(roleCodes.superAdmin);
    await get(`/api/admin/judge/manual-judge?submitId=${submitId}&status=8&score=55`, root);
    expect((await get(`/api/get-submission-detail?submitId=${submitId}`)).envelope.data).toMatchObject({
      submission: { status: 8, score: 55, oiRankScore: Math.round(55 * 0.1 + 3 * 2), isManual: true },
    });
  });
});

interface TestResult {
  status: number;
  userInput: string | null;
  problemJudgeMode: string | null;
}

describe('Online Tests', () => {
  const runTest = (token: string | undefined, body: Record<string, unknown>) =>
    callApi<string>(`${url}/api/submit-problem-test-judge`, {
      method: 'POST',
      token,
      headers: english,
      body: JSON.stringify({
        pid: problem.pid,
        language: 'C',
        code: aPlusB,
        type: 'public',
        userInput: '1 2\n',
        expectedOutput: '3\n',
        mode: 'default',
        isRemoteJudge: false,
        ...body,
      }),
    });

  it('queues a run and lets only its owner read it; an unknown key has no run (-10)', async () => {
    const owner = await sessionToken();
    const key = (await runTest(owner.token, {})).envelope.data;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const path = `/api/get-test-judge-result?testJudgeKey=${key}`;
    expect((await get<TestResult>(path, owner.token)).envelope.data).toMatchObject({
      status: judgeStatus.pending,
      userInput: '1 2\n',
      problemJudgeMode: 'default',
    });
    const { token: stranger } = await sessionToken();
    expect((await get(path, stranger)).envelope.status).toBe(403);
    expect(
      (await get<TestResult>(`/api/get-test-judge-result?testJudgeKey=nothing`, owner.token)).envelope.data,
    ).toMatchObject({ status: judgeStatus.notSubmitted, userInput: null });
  });

  it('applies the rules of submitting: login, role, code, input length, blocked prefixes', async () => {
    expect((await runTest(undefined, {})).httpStatus).toBe(401);
    const { token: noSubmit } = await sessionToken(roleCodes.noSubmit);
    expect((await runTest(noSubmit, {})).envelope.status).toBe(403);
    const { token } = await sessionToken();
    expect((await runTest(token, { code: '' })).envelope.msg).toBe('Code can not be empty');
    expect((await runTest(token, { userInput: 'x'.repeat(1001) })).envelope.msg).toMatch(
      /^Invalid parameter userInput/,
    );
    expect((await runTest(token, { type: 'contest' })).envelope.status).toBe(400);
    const blocked = await problemWith({ problemId: `ZB${Math.floor(Math.random() * 1e9)}` });
    expect((await runTest(token, { pid: blocked.pid })).envelope.status).toBe(403);
  });
});

interface ListPage {
  records: SubmissionRow[];
  total: number;
}

describe('the submission list', () => {
  it('lists the newest first with the sequence as the total; only-mine needs a login', async () => {
    const { token, uid } = await sessionToken();
    const mine = (await submit(token, { pid: problem.pid })).envelope.data;
    const page = (await get<ListPage>('/api/get-submission-list?limit=10&currentPage=1')).envelope.data;
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records[0]?.submitId).toBeGreaterThanOrEqual(mine.submitId);
    expect(page.total).toBeGreaterThanOrEqual(mine.submitId);
    const ids = page.records.map((row) => row.submitId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.records[0]).not.toHaveProperty('code');

    expect((await get('/api/get-submission-list?onlyMine=true')).httpStatus).toBe(401);
    const own = (await get<ListPage>('/api/get-submission-list?onlyMine=true', token)).envelope.data;
    expect(own).toEqual({
      records: [expect.objectContaining({ submitId: mine.submitId, uid })],
      total: 1,
      size: 15,
      current: 1,
      pages: 1,
    });
  });

  it('filters by author, problem and status, drops empty filters, and pages a user list', async () => {
    const author = await account();
    const other = await problemWith();
    const quiz = await quizProblem();
    const first = (await submit(author.token, { pid: other.pid })).envelope.data;
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const second = (await submit(author.token, { pid: quiz.pid, code: encodeAnswerSheet(['B', 'T']) }))
      .envelope.data;
    const list = async (query: string) =>
      (await get<ListPage>(`/api/get-submission-list?${query}`)).envelope.data;

    const byAuthor = await list(`username=${author.username}&status=&problemID=`);
    expect(byAuthor.records.map((row) => row.submitId)).toEqual([second.submitId, first.submitId]);
    expect(byAuthor.total).toBe(2);
    expect(
      (await list(`username=${author.username}&limit=1&currentPage=2`)).records.map((row) => row.submitId),
    ).toEqual([first.submitId]);
    expect((await list(`username=${author.username}&status=0`)).records.map((row) => row.submitId)).toEqual([
      second.submitId,
    ]);
    expect(
      (await list(`problemID=${other.problemId.toLowerCase()}`)).records.map((row) => row.submitId),
    ).toEqual([first.submitId]);
    expect((await list(`problemID=${quiz.problemId}&username=${author.username}`)).total).toBe(1);
    expect((await list('status=0&limit=50')).records.map((row) => row.submitId)).toContain(second.submitId);
    const empty = { records: [], total: 0, size: 15, current: 1, pages: 0 };
    expect(await list('username=nobody-at-all')).toEqual(empty);
    expect(await list('contestID=12')).toEqual(empty);
  });
});

describe('status polls', () => {
  it('maps the asked ids to their statuses, leaving unknown ids out, at most 100 at once', async () => {
    const { token } = await sessionToken();
    const { submitId } = (await submit(token, { pid: problem.pid })).envelope.data;
    const poll = (submitIds: number[]) =>
      callApi(`${url}/api/check-submissions-status`, {
        method: 'POST',
        headers: english,
        body: JSON.stringify({ submitIds, cid: 0 }),
      });
    expect((await poll([submitId, 999_999_999])).envelope.data).toEqual({
      [submitId]: { status: 5, score: null, time: null, memory: null, judger: null, isManual: false },
    });
    expect((await poll(Array.from({ length: 101 }, (_, i) => i + 1))).envelope.msg).toMatch(
      /^Invalid parameter submitIds/,
    );
    const contest = await callApi(`${url}/api/check-contest-submissions-status`, {
      method: 'POST',
      body: JSON.stringify({ submitIds: [submitId], cid: 1 }),
    });
    expect(contest.envelope.data).toEqual({});
  });
});

describe('the super admin judge calls', () => {
  it('are the super admin’s alone', async () => {
    const { token } = await sessionToken();
    const { submitId } = (await submit(token, { pid: problem.pid })).envelope.data;
    const paths = ['rejudge', 'cancel-judge', 'manual-judge'].map(
      (name) => `/api/admin/judge/${name}?submitId=${submitId}&status=0&score=0`,
    );
    for (const path of paths) {
      expect((await get(path)).httpStatus).toBe(401);
      for (const roleCode of [roleCodes.defaultUser, roleCodes.admin, roleCodes.problemAdmin]) {
        expect((await get(path, (await sessionToken(roleCode)).token)).httpStatus).toBe(403);
      }
    }
  });

  it('moves the counts when a verdict is set by hand, cancelled, or rejudged', async () => {
    const quiz = await quizProblem();
    const { token } = await sessionToken();
    const { submitId } = (await submit(token, { pid: quiz.pid, code: encodeAnswerSheet(['A', 'F']) }))
      .envelope.data;
    expect(await counters(quiz.pid)).toEqual({ total: 1, ac: 0, wa: 1 });
    const { token: root } = await sessionToken(roleCodes.superAdmin);

    const manual = await get<SubmissionRow>(
      `/api/admin/judge/manual-judge?submitId=${submitId}&status=0&score=100`,
      root,
    );
    expect(manual.envelope.data).toMatchObject({ status: 0, score: 100, isManual: true });
    expect(await counters(quiz.pid)).toEqual({ total: 1, ac: 1, wa: 0 });

    const cancelled = await get<SubmissionRow>(`/api/admin/judge/cancel-judge?submitId=${submitId}`, root);
    expect(cancelled.envelope.data.status).toBe(judgeStatus.cancelled);
    expect(await counters(quiz.pid)).toEqual({ total: 0, ac: 0, wa: 0 });
    expect((await get(`/api/admin/judge/cancel-judge?submitId=${submitId}`, root)).envelope.status).toBe(400);

    // A quiz paper is graded again at once: the same wrong sheet, in round 2, counted again.
    const rejudged = await get<SubmissionRow>(`/api/admin/judge/rejudge?submitId=${submitId}`, root);
    expect(rejudged.envelope.data).toMatchObject({
      status: judgeStatus.wrongAnswer,
      score: 0,
      isManual: false,
    });
    expect(await getSubmission(submitId, true)).toMatchObject({ round: 2 });
    expect(await counters(quiz.pid)).toEqual({ total: 1, ac: 0, wa: 1 });
  });

  it('puts code back to pending in a new round, its verdict cleared and its count taken back', async () => {
    const { uid } = await sessionToken();
    const judged = await storedSubmission(problem, uid, judgeStatus.pending);
    const { token: root } = await sessionToken(roleCodes.superAdmin);
    await get(`/api/admin/judge/manual-judge?submitId=${judged.submitId}&status=-1&score=0`, root);
    const before = await counters(problem.pid);
    const answer = await get<SubmissionRow>(`/api/admin/judge/rejudge?submitId=${judged.submitId}`, root);
    expect(answer.envelope.data).toMatchObject({
      status: judgeStatus.pending,
      score: null,
      time: null,
      isManual: false,
    });
    expect(await getSubmission(judged.submitId, true)).toMatchObject({ round: 2, status: 5, judger: null });
    expect(await counters(problem.pid)).toEqual({
      ...before,
      total: (before.total ?? 0) - 1,
      wa: (before.wa ?? 0) - 1,
    });
  });

  it('refuses a manual verdict while compiling, judging or on a compile error, and unknown statuses', async () => {
    const { token: root } = await sessionToken(roleCodes.superAdmin);
    for (const status of [judgeStatus.compiling, judgeStatus.judging, judgeStatus.compileError]) {
      const stored = await storedSubmission(problem, 'someone', status);
      expect(
        (await get(`/api/admin/judge/manual-judge?submitId=${stored.submitId}&status=0&score=100`, root))
          .envelope,
      ).toMatchObject({ status: 400, msg: expect.stringMatching(/cannot be judged by hand/) });
    }
    const stored = await storedSubmission(problem, 'someone', judgeStatus.pending);
    expect(
      (await get(`/api/admin/judge/manual-judge?submitId=${stored.submitId}&status=7`, root)).envelope.msg,
    ).toMatch(/^Invalid parameter status/);
  });
});

describe('resubmitting', () => {
  it('sends a failed remote submit back to the judges, for its owner or an admin only', async () => {
    const owner = await sessionToken();
    const failed = await storedSubmission(problem, owner.uid, judgeStatus.submitFailed);
    const path = `/api/resubmit?submitId=${failed.submitId}`;
    expect((await get(path, (await sessionToken()).token)).envelope.status).toBe(403);
    expect((await get<SubmissionRow>(path, owner.token)).envelope.data).toMatchObject({ status: 5 });
    expect(await getSubmission(failed.submitId, true)).toMatchObject({ round: 2 });
    expect((await get(path, owner.token)).envelope.msg).toBe(
      'Only a submission whose submit failed (status 10) can be resubmitted!',
    );
  });
});

describe('the full-screen problem list', () => {
  it('is empty while trainings and contests do not exist, and needs one of them named', async () => {
    expect((await get('/api/get-full-screen-problem-list?tid=3')).envelope).toMatchObject({
      status: 200,
      data: [],
    });
    expect((await get('/api/get-full-screen-problem-list')).envelope.msg).toMatch(/^Invalid parameter tid/);
  });
});

describe('deep pages of the whole list', () => {
  // Last in the file: it moves the id sequence 15,000 ahead.
  it('costs the same on page 1,000 as on page 1: one batch read of a range of ids', async () => {
    const limit = 15;
    const { value: latest = 0 } = await addToCounters(submissionSequenceKey, { value: 1000 * limit });
    // Only the two pages read are stored: a list that skipped through the ids in between would come
    // back short or wrong, so the rows themselves show the page is addressed directly.
    const pageIds = (page: number) =>
      Array.from({ length: limit }, (_, index) => latest - (page - 1) * limit - index);
    const items = [...pageIds(1), ...pageIds(1000)].map((submitId) =>
      submissionToItem({
        submitId,
        uid: 'bulk-author',
        username: 'bulk',
        pid: problem.pid,
        displayPid: problem.problemId,
        cid: 0,
        gid: 0,
        language: 'C',
        code: aPlusB,
        status: judgeStatus.accepted,
        score: 0,
        timeMs: 1,
        memoryKb: 1024,
        errorMessage: null,
        judger: 'bulk',
        round: 1,
        submitTime: new Date().toISOString(),
        share: false,
        isManual: false,
      }),
    );
    for (let start = 0; start < items.length; start += 25) {
      await dynamo().send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName()]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    }
    const first = await get<ListPage>(`/api/get-submission-list?limit=${limit}&currentPage=1`);
    const deep = await get<ListPage>(`/api/get-submission-list?limit=${limit}&currentPage=1000`);
    expect(first.envelope.data.records.map((row) => row.submitId)).toEqual(pageIds(1));
    expect(deep.envelope.data.records.map((row) => row.submitId)).toEqual(pageIds(1000));
    expect(deep.envelope.data.total).toBe(latest);
    console.info('list page units', { page1: capacityOf(first), page1000: capacityOf(deep) });
    expect(capacityOf(deep).read).toBeLessThanOrEqual(2 * capacityOf(first).read);
  });
});
