/*
 * The rank benchmark's board, made through the HTTP API as an organiser and a contest hall would
 * make it (the web bench talks to the system only through /api): root imports the contestants,
 * creates ten problems and a running public ACM contest on them, every contestant logs in and submits,
 * and root sets each verdict by hand (no sandbox time spent on a board benchmark).
 */

import { callStack, createContestWithProblems, logInAt, wholeSecond } from '../test/stack-api';

const contestantPassword = 'bench-rank-123';

export interface Session {
  token: string;
  user: Record<string, unknown>;
}

export const logIn = (base: string, username: string, password: string): Promise<Session> =>
  logInAt<Record<string, unknown>>(base, username, password);

/** Problems of the benchmark contest: a board as wide as a usual ICPC regional's. */
const problemCount = 10;

/** An ACM problem (A+B, two typed-in cases) made through the admin's problem form call; answers its pid. */
async function createSumProblem(base: string, root: Session, problemId: string): Promise<number> {
  const { data } = await callStack<{ pid: number }>(base, '/api/admin/problem', {
    method: 'POST',
    token: root.token,
    body: {
      problem: {
        problemId,
        title: `Rank benchmark ${problemId}`,
        description: 'Print the sum of two integers.',
        input: 'Two integers.',
        output: 'Their sum.',
        examples: [{ input: '1 2', output: '3' }],
        timeLimit: 1000,
        memoryLimit: 256,
        difficulty: 0,
        type: 0,
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: ['C', 'C++'],
      isUploadTestCase: false,
      judgeMode: 'default',
    },
  });
  return data.pid;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** A small deterministic generator, so every run builds the same board. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * An ACM contest running for three hours of its five, on ten A+B problems, with `contestants`
 * imported accounts each sending `rounds` submissions (the site's 5 s between a user's submissions
 * apart), every one judged by hand: a third accepted, the rest wrong answers. Answers its id.
 */
export async function seedRankBoard(
  base: string,
  root: Session,
  sizes: { contestants: number; rounds: number },
): Promise<number> {
  const prefix = `rk${Date.now().toString(36)}`;
  const usernames = Array.from({ length: sizes.contestants }, (_, index) => `${prefix}${index}`);
  for (let start = 0; start < usernames.length; start += 100) {
    const users = usernames
      .slice(start, start + 100)
      .map((name, index) => [
        name,
        contestantPassword,
        '',
        '',
        '',
        `Team ${start + index}`,
        `School ${index % 37}`,
      ]);
    await callStack(base, '/api/admin/user/insert-batch-user', {
      method: 'POST',
      token: root.token,
      body: { users },
    });
  }

  const pids: number[] = [];
  for (let index = 0; index < problemCount; index += 1) {
    pids.push(await createSumProblem(base, root, `${prefix.toUpperCase()}${index}`));
  }
  const problems = pids.map((pid, index) => ({
    pid,
    displayId: String.fromCharCode(65 + index),
    title: `Sum ${index + 1}`,
    color: '',
  }));
  const displayIds = problems.map((problem) => problem.displayId);
  const hour = 3_600_000;
  const cid = await createContestWithProblems(
    base,
    root.token,
    {
      title: `Rank benchmark ${prefix}`,
      description: 'The rank page benchmark.',
      type: 0,
      auth: 0,
      startTime: wholeSecond(Date.now() - 3 * hour),
      endTime: wholeSecond(Date.now() + 2 * hour),
      sealRank: false,
      visible: true,
      openRank: true,
    },
    problems,
  );

  const sessions: Session[] = [];
  await inParallel(usernames, 8, async (name) => {
    sessions.push(await logIn(base, name, contestantPassword));
  });
  const random = generator(cid);
  for (let round = 0; round < sizes.rounds; round += 1) {
    const roundStart = Date.now();
    await inParallel(sessions, 8, async (session) => {
      const displayId = displayIds[Math.floor(random() * displayIds.length)] as string;
      const accepted = random() < 0.33;
      const { data } = await callStack<{ submitId: number }>(base, '/api/submit-problem-judge', {
        method: 'POST',
        token: session.token,
        body: { pid: displayId, cid, language: 'C', code: `#error round ${round}\n` },
      });
      // A worker may have taken it first: then its own verdict (a compile error) stands.
      await callStack(
        base,
        `/api/admin/judge/manual-judge?submitId=${data.submitId}&status=${accepted ? 0 : -1}`,
        {
          token: root.token,
        },
      ).catch(() => undefined);
    });
    const wait = 5_500 - (Date.now() - roundStart);
    if (round + 1 < sizes.rounds && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return cid;
}
