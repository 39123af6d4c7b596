import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { contestType, judgeStatus, roleCodes, type StoredContest } from '@oj/shared';
import { dynamo, tableName } from '../../../functions/src/data/dynamo-client';
import { batchWriteAll, type Item } from '../batch-write-all';
import { hashPassword } from '../../../functions/src/auth/password';
import { signToken } from '../../../functions/src/auth/token';
import { putSession } from '../../../functions/src/data/sessions/session-store';
import { createUser } from '../../../functions/src/data/users/create-user';
import { createProblem, nextPid } from '../../../functions/src/data/problems/save-problem';
import { problemJudgeSpec } from '../../../functions/src/data/problems/problem-judge-spec';
import { addContestProblem } from '../../../functions/src/data/contest-problems/save-contest-problem';
import { boardHeadKey } from '../../../functions/src/data/contest-boards/board-keys';
import { boardRowToItem, type BoardEntry } from '../../../functions/src/data/contest-boards/board-row-item';
import { contestSubmitIdBase } from '../../../functions/src/data/submissions/create-submission';
import { problemOf } from '../../../functions/test/problem-fixtures';
import { storeContest } from '../../../functions/test/contest-fixtures';

/*
 * The contest benchmark's data: a running public ACM contest with its problems, made with the data
 * layer's functions as the admin calls make them, and its board rows bulk-loaded with BatchWrite in the
 * board's own row format (`boardRowToItem`), as if every contestant's submissions had been judged.
 */

const minuteMs = 60_000;

/** A small deterministic generator, so every run loads the same board. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface ContestProblemRef {
  pid: number;
  displayId: string;
}

export interface BoardContest {
  contest: StoredContest;
  problems: ContestProblemRef[];
  /** The uid of every contestant with a row. */
  rowUids: string[];
  entries: number;
}

const code =
  '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';
export const benchCode = code;

/** `count` problems (A, B, …) made as the admin's problem form makes them, linked to the contest. */
async function addProblems(cid: number, count: number): Promise<ContestProblemRef[]> {
  const refs: ContestProblemRef[] = [];
  for (let index = 0; index < count; index += 1) {
    const pid = await nextPid();
    const displayId = String.fromCharCode(65 + index);
    const problem = problemOf(pid, {
      problemId: `CB${cid}${displayId}`,
      title: `Contest benchmark problem ${displayId}`,
      description: 'Read two integers and print their sum. '.repeat(30),
      input: 'Two integers a and b.',
      output: 'Their sum.',
      examples: [{ input: '1 2', output: '3' }],
      auth: 3,
      languages: ['C', 'C++', 'Java', 'Python3'],
      isUploadCase: true,
    });
    await createProblem(
      problem,
      problemJudgeSpec(problem, 'bench', [
        { seq: 1, input: '1.in', output: '1.out', score: 100, groupNum: 1 },
      ]),
    );
    await addContestProblem({ cid, pid, displayId, displayTitle: problem.title, color: null });
    refs.push({ pid, displayId });
  }
  return refs;
}

/**
 * A contest running for two hours of its five, `problems` problems, and `contestants` rows of
 * `entriesPerRow` judged submissions each, spread over the problems and the two hours (about a third
 * accepted, the rest wrong answers, time limits and compile errors).
 */
export async function seedBoardContest(sizes: {
  contestants: number;
  problems: number;
  entriesPerRow: number;
}): Promise<BoardContest> {
  const start = Date.now() - 120 * minuteMs;
  const contest = await storeContest({
    title: `Benchmark contest, ${sizes.contestants} contestants`,
    type: contestType.acm,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 300 * minuteMs).toISOString(),
  });
  const problems = await addProblems(contest.cid, sizes.problems);
  const random = generator(contest.cid);
  const settled = [judgeStatus.wrongAnswer, judgeStatus.timeLimitExceeded, judgeStatus.compileError];
  const rowUids: string[] = [];
  const items: Item[] = [];
  let submitId = contestSubmitIdBase + 500_000_000 + (contest.cid % 100_000) * 1_000;
  for (let index = 0; index < sizes.contestants; index += 1) {
    const uid = randomUUID().replaceAll('-', '');
    rowUids.push(uid);
    const minutes = Array.from({ length: sizes.entriesPerRow }, () => random() * 118).sort((a, b) => a - b);
    const entries: BoardEntry[] = minutes.map((minute) => {
      const accepted = random() < 0.33;
      return {
        submitId: (submitId += 1),
        displayId: (problems[Math.floor(random() * problems.length)] as ContestProblemRef).displayId,
        time: new Date(start + minute * minuteMs).toISOString(),
        status: accepted ? judgeStatus.accepted : (settled[Math.floor(random() * settled.length)] as number),
        score: null,
        runTime: Math.floor(random() * 900),
      };
    });
    items.push(
      boardRowToItem({
        cid: contest.cid,
        identity: {
          uid,
          username: `team${String(index).padStart(5, '0')}`,
          nickname: `Team ${index}`,
          realname: '',
          school: `School ${index % 97}`,
          gender: 'secrecy',
          avatar: '',
        },
        entries,
        revision: 1,
      }),
    );
  }
  await batchWriteAll(items);
  // The board's revision as the rows' writes would have left it: one per row written.
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: boardHeadKey(contest.cid),
      UpdateExpression: 'ADD rowsRevision :rows',
      ExpressionAttributeValues: { ':rows': sizes.contestants },
    }),
  );
  return { contest, problems, rowUids, entries: sizes.contestants * sizes.entriesPerRow };
}

export interface BenchAccount {
  uid: string;
  username: string;
  password: string;
}

/**
 * `count` ordinary accounts made with the data layer's `createUser`, ten at a time. They share one
 * password hash (hashed once: hashing is what a login pays for, not what the benchmark measures).
 */
export async function createAccounts(prefix: string, count: number): Promise<BenchAccount[]> {
  const password = 'bench-password-1';
  const passwordHash = await hashPassword(password);
  const accounts = Array.from({ length: count }, (_, index) => ({
    uid: randomUUID().replaceAll('-', ''),
    username: `${prefix}${String(index).padStart(4, '0')}`,
    password,
  }));
  const createdAt = new Date().toISOString();
  for (let at = 0; at < accounts.length; at += 10)
    await Promise.all(
      accounts.slice(at, at + 10).map(async (account) => {
        const outcome = await createUser({
          uid: account.uid,
          username: account.username,
          email: `${account.username}@bench.local`,
          passwordHash,
          roleCode: roleCodes.defaultUser,
          createdAt,
        });
        if (outcome !== 'created') throw new Error(`account ${account.username} not created: ${outcome}`);
      }),
    );
  return accounts;
}

/** A session for an account, as a login would open it, without the login's cost. */
export async function sessionOf(account: Pick<BenchAccount, 'uid' | 'username'>): Promise<string> {
  const sessionId = randomUUID();
  const { token, expiresAt } = await signToken(account.uid, sessionId);
  await putSession({
    uid: account.uid,
    sessionId,
    username: account.username,
    roleCode: roleCodes.defaultUser,
    expiresAt,
  });
  return token;
}
