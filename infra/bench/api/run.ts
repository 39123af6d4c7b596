import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { roleCodes } from '@oj/shared';
import { startBenchStack } from '../bench-stack';
import { signToken } from '../../../functions/src/auth/token';
import { putSession } from '../../../functions/src/data/sessions/session-store';
import { percentile } from '../statistics';
import { seedVolume } from './seed-volume';
import type { Problem } from '../../../functions/src/data/problems/problem-item';

/**
 * `npm run bench -w functions` (kept here because it starts the local stack): seeds 2,000 problems,
 * 5,000 users and 200,000 submissions into DynamoDB Local, then measures each hot call through the
 * local HTTP adapter: the read and write units it consumed (the `x-consumed-capacity` header) and its
 * latency at 1 and at 50 concurrent clients.
 */

const sizes = {
  problems: Number(process.env.BENCH_PROBLEMS ?? 2000),
  users: Number(process.env.BENCH_USERS ?? 5000),
  submissions: Number(process.env.BENCH_SUBMISSIONS ?? 200_000),
};
const requestsAtOne = Number(process.env.BENCH_REQUESTS ?? 100);
const requestsAtFifty = requestsAtOne * 5;

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
}

interface Sample {
  ms: number;
  read: number;
  write: number;
}

async function send(url: string, request: Request): Promise<Sample> {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = request.token;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const envelope = (await response.json()) as { status: number; msg: string };
  const ms = performance.now() - started;
  if (envelope.status !== 200)
    throw new Error(`${request.method} ${request.path}: ${envelope.status} ${envelope.msg}`);
  const units = /read=([\d.]+);write=([\d.]+)/.exec(response.headers.get('x-consumed-capacity') ?? '');
  return { ms, read: Number(units?.[1] ?? 0), write: Number(units?.[2] ?? 0) };
}

async function measure(
  url: string,
  requestOf: (index: number) => Request,
  count: number,
  concurrency: number,
  offset: number,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        samples.push(await send(url, requestOf(offset + index)));
      }
    }),
  );
  return samples;
}

const average = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const fixed = (value: number, digits = 1) => value.toFixed(digits);

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  process.env.OJ_REPORT_CAPACITY = '1';
  const { work, stack } = await startBenchStack('api', { databaseInMemory: true });
  Object.assign(process.env, stack.env);
  try {
    const seedStarted = performance.now();
    const seeded = await seedVolume(sizes, (line) => console.log(`  seeded ${line}`));
    console.log(`Seeded in ${fixed((performance.now() - seedStarted) / 1000)} s`);

    const sessions: string[] = [];
    for (const user of seeded.users.slice(0, requestsAtOne + requestsAtFifty + 20)) {
      const sessionId = randomUUID();
      const { token, expiresAt } = await signToken(user.uid, sessionId);
      await putSession({
        uid: user.uid,
        sessionId,
        username: user.username,
        roleCode: roleCodes.defaultUser,
        expiresAt,
      });
      sessions.push(token);
    }
    const token = (index: number) => sessions[index % sessions.length] as string;
    const problemAt = (index: number) => seeded.problems[(index * 17) % seeded.problems.length] as Problem;
    const tagAt = (index: number) => seeded.tagIds[index % seeded.tagIds.length] as number;
    const lastId = seeded.submissions;

    const hotCalls: { name: string; request: (index: number) => Request }[] = [
      {
        name: 'get-problem-list, no filter',
        request: () => ({ method: 'GET', path: '/api/get-problem-list?currentPage=1&limit=30' }),
      },
      {
        name: 'get-problem-list, filters',
        request: (i) => ({
          method: 'GET',
          path: `/api/get-problem-list?keyword=graph&difficulty=${i % 5}&tagId=${encodeURIComponent(JSON.stringify([tagAt(i)]))}&currentPage=${1 + (i % 3)}&limit=30`,
        }),
      },
      {
        name: 'get-problem-list, filters, signed in',
        request: (i) => ({
          method: 'GET',
          path: `/api/get-problem-list?difficulty=${i % 5}&currentPage=2&limit=30`,
          token: token(i),
        }),
      },
      {
        name: 'get-problem-detail',
        request: (i) => ({
          method: 'GET',
          path: `/api/get-problem-detail?problemId=${problemAt(i).problemId}`,
        }),
      },
      {
        name: 'submit-problem-judge',
        request: (i) => ({
          method: 'POST',
          path: '/api/submit-problem-judge',
          token: token(i),
          body: {
            pid: problemAt(i).pid,
            language: 'C++',
            code: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
            cid: 0,
            tid: 0,
            gid: 0,
            isRemote: false,
          },
        }),
      },
      {
        name: 'get-submission-list page 1',
        request: () => ({ method: 'GET', path: '/api/get-submission-list?currentPage=1&limit=15' }),
      },
      {
        name: 'get-submission-list page 1,000',
        request: () => ({ method: 'GET', path: '/api/get-submission-list?currentPage=1000&limit=15' }),
      },
      {
        name: 'check-submissions-status, 15 ids',
        request: (i) => ({
          method: 'POST',
          path: '/api/check-submissions-status',
          token: token(i),
          body: { submitIds: Array.from({ length: 15 }, (_, k) => lastId - ((i * 15 + k) % 1000)), cid: 0 },
        }),
      },
      {
        name: 'get-user-home-info',
        request: (i) => ({
          method: 'GET',
          path: `/api/get-user-home-info?username=${(seeded.users[i % seeded.users.length] as { username: string }).username}`,
        }),
      },
    ];

    console.log(
      `\nHot calls through the local adapter (${sizes.problems} problems, ${sizes.users} users, ${sizes.submissions} submissions)`,
    );
    console.log(
      '  call                                   RCU avg  WCU avg   p50/p99 @1 (ms)   p50/p99 @50 (ms)',
    );
    const results = new Map<string, { read: number; write: number }>();
    let offset = 0;
    for (const call of hotCalls) {
      const one = await measure(stack.url, call.request, requestsAtOne, 1, offset);
      offset += requestsAtOne;
      const fifty = await measure(stack.url, call.request, requestsAtFifty, 50, offset);
      offset += requestsAtFifty;
      const all = [...one, ...fifty];
      const read = average(all.map((s) => s.read));
      const write = average(all.map((s) => s.write));
      results.set(call.name, { read, write });
      const p = (samples: Sample[], q: number) =>
        fixed(
          percentile(
            samples.map((s) => s.ms),
            q,
          ),
        );
      console.log(
        `  ${call.name.padEnd(38)} ${fixed(read, 2).padStart(7)}  ${fixed(write, 2).padStart(7)}   ${`${p(one, 0.5)} / ${p(one, 0.99)}`.padStart(15)}   ${`${p(fifty, 0.5)} / ${p(fifty, 0.99)}`.padStart(16)}`,
      );
    }

    const unitsOf = (name: string) => results.get(name) ?? { read: Number.NaN, write: Number.NaN };
    const page1 = unitsOf('get-submission-list page 1').read;
    const page1000 = unitsOf('get-submission-list page 1,000').read;
    const filtered = unitsOf('get-problem-list, filters').read;
    const submit = unitsOf('submit-problem-judge').write;
    console.log('\nTargets');
    console.log(
      `  page 1,000 ≤ 2 × page 1: ${fixed(page1000, 2)} vs ${fixed(page1, 2)} RCU (${page1000 <= 2 * page1 ? 'met' : 'MISSED'})`,
    );
    console.log(
      `  problem list with filters ≤ 1 RCU on average: ${fixed(filtered, 2)} (${filtered <= 1 ? 'met' : 'MISSED'})`,
    );
    console.log(
      `  submit ≤ 4 WCU plus the queue message: ${fixed(submit, 2)} (${submit <= 4 ? 'met' : 'MISSED'})`,
    );
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
