import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import {
  adminAddContestProblemFromPublic,
  adminCreateContest,
  adminGenerateUser,
  adminGetContestList,
  adminGetContestProblemList,
  adminSetContestProblemInfo,
  checkContestSubmissionsStatus,
  getContestAcInfo,
  getContestAccess,
  getContestInfo,
  getContestRank,
  getContestSubmissionList,
  isFinalStatus,
  judgeStatus,
  login,
  registerContest,
  submitProblemJudge,
  type AcmContestRankRow,
} from '@oj/shared';
import { rootSession } from './root-session';
import { ContractSession } from './contract-session';
import {
  contestantNumbers,
  expectedFirstBloods,
  flowProblems,
  flowSteps,
  type ContestantNumber,
} from './contest-flow-plan';
import { boardDifferences, boardText, expectedBoard, type ExpectedBoardRow } from './contest-flow-board';

/**
 * A whole ACM contest, through the /api contract only, against a running system (npm start): root
 * logs in to the admin area, creates a private ACM contest starting now with three demo problems and
 * four new accounts; the contestants log in, register with the password and send a fixed sequence of
 * right and wrong answers in C, C++, Python 3 and Java (contest-flow-plan.ts), each waiting for its
 * verdict; then the board is read, printed and compared with the one stated by hand, again after a
 * full rebuild (forceRefresh), and the balloons' first bloods with the board's. Any surprise throws
 * with what was expected.
 *
 *   node --import tsx infra/local/contest-flow.ts [site] [root's password]
 *
 * Without a password, root's is read from the local data folder's secrets.json (as `npm start` keeps it).
 */

export interface ContestFlowOptions {
  /** Root's password; by default the one in the data folder's secrets.json. */
  adminPassword?: string;
  log?: (line: string) => void;
  /** Between two polls of a verdict. */
  pollIntervalMs?: number;
  /** How long the board may take to show the last verdict. */
  boardDeadlineMs?: number;
}

export interface ContestFlowResult {
  cid: number;
  /** The board as read, in rank order. */
  board: Pick<AcmContestRankRow, 'rank' | 'username' | 'ac' | 'totalTime'>[];
  expected: ExpectedBoardRow[];
  /** From the last verdict to the board showing it, as this flow saw it. */
  boardLagMs: number;
}

/** The server's interval between two submissions of one user is 5 s by default: a little more. */
const submitIntervalMs = 5_500;
const contestPassword = 'scripted-contest';

const statusNames = new Map<number, string>(Object.entries(judgeStatus).map(([name, code]) => [code, name]));
const statusName = (status: number) => statusNames.get(status) ?? `status ${status}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runContestFlow(
  site: string,
  options: ContestFlowOptions = {},
): Promise<ContestFlowResult> {
  const log = options.log ?? console.log;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const baseUrl = new URL(site).origin;
  const suffix = randomBytes(3).toString('hex');

  const root = await rootSession(baseUrl, options.adminPassword);
  log('root logged in to the admin area');

  // The contest: private (the password registers), ACM, starting now, five hours long, never frozen.
  const title = `Scripted contest ${suffix}`;
  const now = Date.now();
  await root.call(adminCreateContest, {
    body: {
      title,
      description: 'An ACM contest run by infra/local/contest-flow.ts.',
      type: 0,
      auth: 1,
      pwd: contestPassword,
      startTime: new Date(now).toISOString(),
      endTime: new Date(now + 5 * 3_600_000).toISOString(),
      sealRank: false,
      openRank: false,
    },
  });
  const listed = await root.call(adminGetContestList, {
    query: { keyword: title, currentPage: 1, limit: 10 },
  });
  const cid = listed.records.find((row) => row.title === title)?.id;
  if (cid === undefined) throw new Error(`the new contest "${title}" is not in the admin contest list`);
  log(`created contest ${cid} "${title}"`);

  const pids = new Map<string, number>();
  for (const problem of flowProblems) {
    const candidates = await root.call(adminGetContestProblemList, {
      query: { cid, problemType: 0, keyword: problem.problemId, currentPage: 1, limit: 100 },
    });
    const pid = candidates.problemList.records.find((row) => row.problemId === problem.problemId)?.pid;
    if (pid === undefined)
      throw new Error(`the demo problem ${problem.problemId} is not among the public ACM problems`);
    await root.call(adminAddContestProblemFromPublic, { body: { pid, cid, displayId: problem.displayId } });
    await root.call(adminSetContestProblemInfo, {
      body: {
        cid,
        pid,
        displayId: problem.displayId,
        displayTitle: problem.displayTitle,
        color: problem.color,
      },
    });
    pids.set(problem.displayId, pid);
    log(`problem ${problem.displayId}: ${problem.problemId} "${problem.displayTitle}" (pid ${pid})`);
  }

  const generated = await root.call(adminGenerateUser, {
    body: { prefix: `cf${suffix}u`, suffix: '', number_from: 1, number_to: 4, password_length: 10 },
  });
  const accounts = new Map<ContestantNumber, { username: string; password: string }>();
  contestantNumbers.forEach((contestant, index) => {
    const account = generated.users[index];
    if (!account) throw new Error(`generate-user made ${generated.users.length} accounts, not 4`);
    accounts.set(contestant, account);
  });
  const usernameOf = (contestant: ContestantNumber) => accounts.get(contestant)?.username ?? '';
  log(`contestants: ${contestantNumbers.map(usernameOf).join(', ')}`);

  const sessions = new Map<ContestantNumber, ContractSession>();
  for (const contestant of contestantNumbers) {
    const account = accounts.get(contestant) as { username: string; password: string };
    const session = new ContractSession(baseUrl, account.username);
    await session.call(login, { body: account });
    await session.call(registerContest, { body: { cid, password: contestPassword } });
    const { access } = await session.call(getContestAccess, { query: { cid } });
    if (!access) throw new Error(`${account.username} registered but has no access to contest ${cid}`);
    sessions.set(contestant, session);
  }
  log('the four contestants logged in and registered with the password');

  // The contest starts at the moment it was created by this machine's clock: wait for the server's.
  let info = await root.call(getContestInfo, { query: { cid } });
  while (info.status === -1) {
    await sleep(Math.min(5_000, Math.max(200, Date.parse(info.startTime) - Date.parse(info.now))));
    info = await root.call(getContestInfo, { query: { cid } });
  }
  if (info.status !== 0) throw new Error(`contest ${cid} should be running, its status is ${info.status}`);

  const lastSubmitAt = new Map<ContestantNumber, number>();
  let lastVerdictAt = 0;
  for (const [index, step] of flowSteps.entries()) {
    const session = sessions.get(step.contestant) as ContractSession;
    const wait = (lastSubmitAt.get(step.contestant) ?? 0) + submitIntervalMs - Date.now();
    if (wait > 0) await sleep(wait);
    lastSubmitAt.set(step.contestant, Date.now());
    const { submitId } = await session.call(submitProblemJudge, {
      body: {
        pid: pids.get(step.displayId),
        language: step.language,
        code: step.code,
        cid,
        tid: 0,
        gid: 0,
        isRemote: false,
      },
    });
    let status: number = judgeStatus.pending;
    for (let poll = 0; !isFinalStatus(status); poll += 1) {
      if (poll === 300) throw new Error(`submission ${submitId} had no verdict after 300 polls`);
      await sleep(pollIntervalMs);
      const statuses = await session.call(checkContestSubmissionsStatus, {
        body: { submitIds: [submitId], cid },
      });
      status = statuses[String(submitId)]?.status ?? judgeStatus.pending;
    }
    lastVerdictAt = Date.now();
    const what = `step ${index + 1}: ${usernameOf(step.contestant)} ${step.displayId} in ${step.language}`;
    if (status !== step.expected)
      throw new Error(
        `${what}: expected ${statusName(step.expected)}, got ${statusName(status)} (submission ${submitId})`,
      );
    log(`${what}: ${statusName(status)} (submission ${submitId})`);
  }

  // The submit times as the server recorded them: the penalties are counted from these.
  const submissions = await root.call(getContestSubmissionList, {
    query: { contestID: cid, currentPage: 1, limit: 100, beforeContestSubmit: false },
  });
  if (submissions.records.length !== flowSteps.length)
    throw new Error(
      `expected ${flowSteps.length} submissions in contest ${cid}, the list holds ${submissions.records.length}`,
    );
  const expected = expectedBoard(
    usernameOf,
    info.startTime,
    submissions.records.map((row) => ({ ...row, displayId: row.displayId ?? row.displayPid })),
  );

  const readBoard = async (forceRefresh: boolean) => {
    const page = await root.call(getContestRank, { body: { cid, currentPage: 1, limit: 50, forceRefresh } });
    return page.records.filter((row): row is AcmContestRankRow => 'ac' in row);
  };
  const deadline = Date.now() + (options.boardDeadlineMs ?? 15_000);
  let rows = await readBoard(false);
  let differences = boardDifferences(expected, rows);
  while (differences.length > 0 && Date.now() < deadline) {
    await sleep(250);
    rows = await readBoard(false);
    differences = boardDifferences(expected, rows);
  }
  const boardLagMs = Date.now() - lastVerdictAt;
  for (const line of boardText(rows)) log(line);
  if (differences.length > 0)
    throw new Error(`the board of contest ${cid} is not the expected one:\n  ${differences.join('\n  ')}`);
  log(
    `the board matches the expected ranks, penalties and first bloods (* marks a first blood), ${boardLagMs} ms after the last verdict`,
  );

  const rebuilt = await readBoard(true);
  const rebuiltDifferences = boardDifferences(expected, rebuilt);
  if (rebuiltDifferences.length > 0)
    throw new Error(`the board rebuilt by forceRefresh differs:\n  ${rebuiltDifferences.join('\n  ')}`);
  log('a full rebuild (forceRefresh) gives the same board');

  const balloons = await root.call(getContestAcInfo, { query: { cid, currentPage: 1, limit: 20 } });
  const firstBloods = balloons.records
    .filter((record) => record.firstBlood)
    .map((record) => `${record.displayId} ${record.username}`)
    .sort();
  const wantedFirstBloods = Object.entries(expectedFirstBloods)
    .map(([displayId, contestant]) => `${displayId} ${usernameOf(contestant)}`)
    .sort();
  const solves = expected.reduce((sum, row) => sum + row.ac, 0);
  if (balloons.records.length !== solves || firstBloods.join() !== wantedFirstBloods.join())
    throw new Error(
      `expected ${solves} balloons with first bloods ${wantedFirstBloods.join(', ')}; got ${balloons.records.length} with ${firstBloods.join(', ')}`,
    );
  log(`balloons: ${solves}, first bloods ${firstBloods.join(', ')}`);

  return {
    cid,
    board: rows.map(({ rank, username, ac, totalTime }) => ({ rank, username, ac, totalTime })),
    expected,
    boardLagMs,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = process.argv[2] ?? 'http://localhost:8080';
  runContestFlow(site, { adminPassword: process.argv[3] }).then(
    () => console.log('contest flow passed'),
    (error: Error) => {
      console.error(`contest flow failed: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
