import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeStatus, isFinalStatus } from '@oj/shared';
import { defaultDataDir } from './paths';

/**
 * A newcomer's first visit, through the /api contract only, against a running system (npm start):
 * register with the code from the local outbox page, log in, list problems, open A+B, submit C++ and
 * poll every 2 s until Accepted, submit a wrong answer and read its per-case results, and run an
 * Online Test. Each step is printed; any surprise throws with what was expected.
 *
 * `site` is the Mail address `npm start` printed (the outbox with its token, on the site's origin), or
 * the site's address alone, when the token is read from the local data folder's secrets.json.
 */

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

const aPlusBCpp = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
const wrongCpp = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b<<"\\n";}\n';

export interface NewcomerFlowResult {
  username: string;
  acceptedSubmitId: number;
  acceptedTimeMs: number;
  acceptedMemoryKb: number;
  wrongCaseStatuses: number[];
  onlineTestOutput: string;
}

/** The site's origin and its outbox page with the token, from either form of `site`. */
function siteAndOutbox(site: string): { baseUrl: string; outboxUrl: string } {
  const url = new URL(site);
  if (url.pathname === '/_outbox') return { baseUrl: url.origin, outboxUrl: url.href };
  const secretsFile = join(defaultDataDir(), 'secrets.json');
  let token: unknown;
  try {
    token = (JSON.parse(readFileSync(secretsFile, 'utf8')) as { outboxToken?: unknown }).outboxToken;
  } catch (error) {
    throw new Error(`cannot read the outbox token from ${secretsFile}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (typeof token !== 'string') throw new Error(`${secretsFile} has no outboxToken: start the stack once`);
  return { baseUrl: url.origin, outboxUrl: `${url.origin}/_outbox?token=${token}` };
}

export async function runNewcomerFlow(
  site: string,
  log: (line: string) => void = console.log,
  pollIntervalMs = 2000,
): Promise<NewcomerFlowResult> {
  const { baseUrl, outboxUrl } = siteAndOutbox(site);
  let token: string | undefined;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'accept-language': 'en-US' };
    if (token) headers.authorization = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (response.status !== 200 || envelope.status !== 200)
      throw new Error(
        `${method} ${path}: HTTP ${response.status}, status ${envelope.status}: ${envelope.msg}`,
      );
    if (response.headers.get('authorization')) token = response.headers.get('authorization') ?? token;
    return envelope.data;
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const suffix = randomUUID().slice(0, 8);
  const username = `new${suffix}`;
  const email = `${username}@example.com`;
  const password = `pw-${suffix}`;

  await call('GET', `/api/get-register-code?email=${encodeURIComponent(email)}`);
  const outboxResponse = await fetch(outboxUrl);
  if (!outboxResponse.ok) throw new Error(`the outbox answered ${outboxResponse.status}`);
  const outbox = await outboxResponse.text();
  const mail = outbox.split('<article>').find((article) => article.includes(`to ${email}`)) ?? '';
  const code = /code for .+ is ([A-Z0-9]{6})\./.exec(mail)?.[1];
  if (!code) throw new Error(`no register code for ${email} on the outbox page`);
  log(`register code ${code} read from the outbox`);
  await call('POST', '/api/register', { username, password, email, code });
  log(`registered ${username}`);
  await call('POST', '/api/login', { username, password });
  if (!token) throw new Error('login answered without a token');
  log('logged in');

  const list = await call<{ total: number; records: { pid: number; problemId: string; title: string }[] }>(
    'GET',
    '/api/get-problem-list?currentPage=1&limit=30',
  );
  const aPlusB = list.records.find((row) => /A\s*\+\s*B/i.test(row.title));
  if (!aPlusB) throw new Error(`no A+B among ${list.total} problems`);
  log(`problem list: ${list.total} problems; A+B is ${aPlusB.problemId}`);
  const detail = await call<{ problem: { pid: number; title: string }; languages: string[] }>(
    'GET',
    `/api/get-problem-detail?problemId=${encodeURIComponent(aPlusB.problemId)}`,
  );
  log(`opened ${aPlusB.problemId} "${detail.problem.title}"`);
  const language = detail.languages.find((name) => name === 'C++') ?? 'C++';

  async function submitAndWait(code: string) {
    const { submitId } = await call<{ submitId: number }>('POST', '/api/submit-problem-judge', {
      pid: aPlusB?.pid,
      language,
      code,
      cid: 0,
      tid: 0,
      gid: 0,
      isRemote: false,
    });
    for (let poll = 0; poll < 300; poll += 1) {
      await sleep(pollIntervalMs);
      const statuses = await call<
        Record<string, { status: number; time: number | null; memory: number | null }>
      >('POST', '/api/check-submissions-status', { submitIds: [submitId], cid: 0 });
      const row = statuses[String(submitId)];
      if (row && isFinalStatus(row.status)) return { submitId, ...row };
    }
    throw new Error(`submission ${submitId} had no verdict after 300 polls`);
  }

  const accepted = await submitAndWait(aPlusBCpp);
  if (accepted.status !== judgeStatus.accepted)
    throw new Error(`expected Accepted, got status ${accepted.status} for ${accepted.submitId}`);
  log(`submission ${accepted.submitId}: Accepted, ${accepted.time} ms, ${accepted.memory} KB`);

  // The server allows one submission per user every few seconds.
  await sleep(5500);
  const wrong = await submitAndWait(wrongCpp);
  if (wrong.status !== judgeStatus.wrongAnswer)
    throw new Error(`expected Wrong Answer, got status ${wrong.status} for ${wrong.submitId}`);
  const cases = await call<{ judgeCaseList: { status: number }[] }>(
    'GET',
    `/api/get-all-case-result?submitId=${wrong.submitId}`,
  );
  const wrongCaseStatuses = cases.judgeCaseList.map((row) => row.status);
  if (!wrongCaseStatuses.includes(judgeStatus.wrongAnswer))
    throw new Error(`no wrong case among ${JSON.stringify(wrongCaseStatuses)}`);
  log(`submission ${wrong.submitId}: Wrong Answer, cases ${JSON.stringify(wrongCaseStatuses)}`);

  const testJudgeKey = await call<string>('POST', '/api/submit-problem-test-judge', {
    pid: aPlusB.pid,
    language,
    code: aPlusBCpp,
    type: 'public',
    userInput: '20 22\n',
    expectedOutput: '42\n',
    mode: 'default',
    isRemoteJudge: false,
  });
  for (let poll = 0; poll < 120; poll += 1) {
    await sleep(1000);
    const run = await call<{ status: number; userOutput: string }>(
      'GET',
      `/api/get-test-judge-result?testJudgeKey=${encodeURIComponent(testJudgeKey)}`,
    );
    if (
      run.status !== judgeStatus.pending &&
      run.status !== judgeStatus.judging &&
      run.status !== judgeStatus.compiling
    ) {
      if (run.userOutput.trim() !== '42')
        throw new Error(`Online Test printed ${JSON.stringify(run.userOutput)}`);
      log(`Online Test: status ${run.status}, output ${JSON.stringify(run.userOutput)}`);
      return {
        username,
        acceptedSubmitId: accepted.submitId,
        acceptedTimeMs: accepted.time ?? -1,
        acceptedMemoryKb: accepted.memory ?? -1,
        wrongCaseStatuses,
        onlineTestOutput: run.userOutput,
      };
    }
  }
  throw new Error('the Online Test had no result after 120 s');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2] ?? 'http://localhost:8080';
  runNewcomerFlow(url).then(
    () => console.log('newcomer flow passed'),
    (error: Error) => {
      console.error(`newcomer flow failed: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
