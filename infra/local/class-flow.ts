import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import {
  addGroup,
  addGroupMember,
  addGroupProblem,
  addGroupTraining,
  addGroupTrainingProblemFromGroup,
  adminEditUser,
  adminGenerateUser,
  adminGetUserList,
  checkSubmissionsStatus,
  getGroupAdminProblemList,
  getGroupAdminTrainingList,
  getGroupAuth,
  getGroupList,
  getGroupProblemList,
  getGroupRankList,
  getTrainingCategory,
  getTrainingProblemList,
  isFinalStatus,
  judgeStatus,
  login,
  roleCodes,
  submitProblemJudge,
  updateGroupMember,
  type GroupRankRow,
} from '@oj/shared';
import { ContractSession } from './contract-session';
import { rootSession } from './root-session';

/**
 * A whole class, through the /api contract only, against a running system (npm start): root makes a
 * teacher (an admin account) and three students; the teacher creates a private group; the first
 * student joins by the invitation code and is accepted, the second applies and is refused (and then
 * cannot read the group's problems), the third applies and waits; the teacher adds a group problem
 * and a homework training holding it, then accepts the third; the first student solves it at once,
 * the third after a wrong answer; the group rank is read, printed and compared with the order stated
 * here. Any surprise throws with what was expected.
 *
 *   node --import tsx infra/local/class-flow.ts [site] [root's password]
 */

export interface ClassFlowOptions {
  /** Root's password; by default the one in the data folder's secrets.json. */
  adminPassword?: string;
  log?: (line: string) => void;
  pollIntervalMs?: number;
}

export interface ClassFlowResult {
  gid: number;
  rank: Pick<GroupRankRow, 'username' | 'ac' | 'total'>[];
}

const code = 'Cl4ss9';
const sumRight =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';
const sumWrong =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a-b);}\n';
/** The server's interval between two submissions of one user is 5 s by default: a little more. */
const submitIntervalMs = 5_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Refused as expected: the call must fail with `status`. */
async function refused(what: string, status: number, attempt: () => Promise<unknown>): Promise<void> {
  try {
    await attempt();
  } catch (error) {
    if ((error as Error).message.includes(`status ${status}`)) return;
    throw error;
  }
  throw new Error(`${what} should have been refused with status ${status}`);
}

export async function runClassFlow(site: string, options: ClassFlowOptions = {}): Promise<ClassFlowResult> {
  const log = options.log ?? console.log;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const baseUrl = new URL(site).origin;
  const suffix = randomBytes(3).toString('hex');

  const root = await rootSession(baseUrl, options.adminPassword);
  const generated = await root.call(adminGenerateUser, {
    body: { prefix: `cl${suffix}u`, suffix: '', number_from: 1, number_to: 4, password_length: 10 },
  });
  const [teacherAccount, ...studentAccounts] = generated.users;
  if (!teacherAccount || studentAccounts.length !== 3)
    throw new Error(`generate-user made ${generated.users.length} accounts, not 4`);
  const rows = await root.call(adminGetUserList, {
    query: { keyword: teacherAccount.username, currentPage: 1, limit: 10 },
  });
  const teacherRow = rows.records.find((row) => row.username === teacherAccount.username);
  if (!teacherRow) throw new Error(`${teacherAccount.username} is not in the admin user list`);
  await root.call(adminEditUser, {
    body: { uid: teacherRow.uid, username: teacherRow.username, type: roleCodes.admin, status: 0 },
  });
  log(
    `teacher ${teacherAccount.username} (an admin); students ${studentAccounts.map((a) => a.username).join(', ')}`,
  );

  const teacher = new ContractSession(baseUrl, teacherAccount.username);
  await teacher.call(login, { body: teacherAccount });
  const shortName = `cl${suffix}`;
  await teacher.call(addGroup, {
    body: {
      name: `Class ${suffix}`,
      shortName,
      brief: 'A class run by class-flow.ts',
      description: 'Homework and a rank, through the API.',
      auth: 3,
      code,
      visible: true,
    },
  });
  const mine = await teacher.call(getGroupList, {
    query: { onlyMine: true, keyword: shortName, currentPage: 1, limit: 15 },
  });
  const gid = mine.records.find((line) => line.shortName === shortName)?.id;
  if (gid === undefined) throw new Error(`the new group ${shortName} is not in the teacher's list`);
  log(`the teacher created the private group ${gid} "${shortName}"`);

  const students = await Promise.all(
    studentAccounts.map(async (account) => {
      const session = new ContractSession(baseUrl, account.username);
      await session.call(login, { body: account });
      return session;
    }),
  );
  const [first, second, third] = students as [ContractSession, ContractSession, ContractSession];
  const uidOf = async (username: string) => {
    const found = (
      await root.call(adminGetUserList, { query: { keyword: username, currentPage: 1, limit: 10 } })
    ).records.find((row) => row.username === username);
    if (!found) throw new Error(`${username} is not in the admin user list`);
    return found.uid;
  };
  await refused('a wrong invitation code', 400, () =>
    first.call(addGroupMember, { query: { gid, code: 'WRONG1', reason: 'I am in this class' } }),
  );
  for (const session of students)
    await session.call(addGroupMember, { query: { gid, code, reason: 'I am in this class' } });
  const setAuth = async (session: ContractSession, auth: number) =>
    teacher.call(updateGroupMember, { body: { gid, uid: await uidOf(session.name), auth } });
  await setAuth(first, 3);
  await setAuth(second, 2);
  const standing = async (session: ContractSession) => session.call(getGroupAuth, { query: { gid } });
  const auths = [await standing(first), await standing(second), await standing(third)];
  if (auths.join() !== '3,2,1') throw new Error(`the three students' auths are ${auths.join()}, not 3,2,1`);
  log('the first student joined by the code and was accepted; the second was refused; the third waits');
  await refused("the refused student's group problems", 403, () =>
    second.call(getGroupProblemList, { query: { gid, currentPage: 1, limit: 10 } }),
  );

  const ownId = 'SUM';
  await teacher.call(addGroupProblem, {
    body: {
      problem: {
        problemId: ownId,
        title: 'The sum of two numbers',
        description: 'Print the sum of two integers.',
        input: 'Two integers a and b.',
        output: 'a + b.',
        examples: '<input>1 2</input><output>3</output>',
        gid,
      },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '40 2\n', output: '42\n' },
        { input: '-5 5\n', output: '0\n' },
      ],
      languages: ['C++'],
      codeTemplates: [],
      tags: [],
      isUploadTestCase: false,
    },
  });
  const problems = await teacher.call(getGroupAdminProblemList, {
    query: { gid, currentPage: 1, limit: 10 },
  });
  const problem = problems.records.find((row) => row.problemId.toUpperCase().endsWith(ownId));
  if (!problem) throw new Error(`the group problem ${ownId} is not in the group's admin list`);
  log(`group problem ${problem.problemId} (pid ${problem.id})`);

  const [category] = await teacher.call(getTrainingCategory);
  if (!category) throw new Error('the site has no training category');
  const title = `Homework ${suffix}`;
  await teacher.call(addGroupTraining, {
    body: {
      training: { title, auth: 'Public', gid, description: '5', rank: 1 },
      trainingCategory: { id: category.id },
    },
  });
  const trainings = await teacher.call(getGroupAdminTrainingList, {
    query: { gid, currentPage: 1, limit: 10 },
  });
  const tid = trainings.records.find((row) => row.title === title)?.id;
  if (tid === undefined) throw new Error(`the homework "${title}" is not in the group's admin list`);
  await teacher.call(addGroupTrainingProblemFromGroup, { query: { tid, problemId: ownId } });
  log(`homework training ${tid} "${title}" holds the problem`);
  await setAuth(third, 3);
  log('the teacher accepted the third student');

  const inTraining = await first.call(getTrainingProblemList, { query: { tid } });
  const pid = inTraining[0]?.pid;
  if (pid !== problem.id)
    throw new Error(`the homework lists pid ${pid}, not the group problem ${problem.id}`);
  const solve = async (session: ContractSession, source: string, expected: number) => {
    const { submitId } = await session.call(submitProblemJudge, {
      body: { pid, language: 'C++', code: source, cid: 0, tid, gid, isRemote: false },
    });
    let status: number = judgeStatus.pending;
    for (let poll = 0; !isFinalStatus(status); poll += 1) {
      if (poll === 300) throw new Error(`submission ${submitId} had no verdict after 300 polls`);
      await sleep(pollIntervalMs);
      const statuses = await session.call(checkSubmissionsStatus, { body: { submitIds: [submitId] } });
      status = statuses[String(submitId)]?.status ?? judgeStatus.pending;
    }
    if (status !== expected)
      throw new Error(`${session.name}'s submission ${submitId}: status ${status}, expected ${expected}`);
    log(`${session.name}: submission ${submitId}, status ${status}`);
  };
  await solve(first, sumRight, judgeStatus.accepted);
  await solve(third, sumWrong, judgeStatus.wrongAnswer);
  await sleep(submitIntervalMs);
  await solve(third, sumRight, judgeStatus.accepted);

  // Members proper by solved problems, then fewest submissions: the first student (1 of 1), the
  // third (1 of 2), then the teacher (the owner, a member with none). The refused one is not ranked.
  const expected = [first.name, third.name, teacherAccount.username];
  const deadline = Date.now() + 15_000;
  let rank = await teacher.call(getGroupRankList, { query: { gid, type: 0, currentPage: 1, limit: 50 } });
  while (rank.records.map((row) => row.username).join() !== expected.join() && Date.now() < deadline) {
    await sleep(500);
    rank = await teacher.call(getGroupRankList, { query: { gid, type: 0, currentPage: 1, limit: 50 } });
  }
  rank.records.forEach((row, index) =>
    log(`  ${index + 1}. ${row.username.padEnd(16)} AC ${row.ac}  total ${row.total}`),
  );
  const order = rank.records.map((row) => row.username);
  if (order.join() !== expected.join())
    throw new Error(`the group rank is ${order.join(', ')}; expected ${expected.join(', ')}`);
  const figures = rank.records.map((row) => `${row.ac}/${row.total}`).join(' ');
  if (figures !== '1/1 1/2 0/0')
    throw new Error(`the group rank's AC/total are ${figures}; expected 1/1 1/2 0/0`);
  log('the group rank matches the expected order');
  return { gid, rank: rank.records.map(({ username, ac, total }) => ({ username, ac, total })) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = process.argv[2] ?? 'http://localhost:8080';
  runClassFlow(site, { adminPassword: process.argv[3] }).then(
    () => console.log('class flow passed'),
    (error: Error) => {
      console.error(`class flow failed: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
