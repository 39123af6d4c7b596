import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { groupRules, roleCodes } from '@oj/shared';
import { startBenchStack } from '../bench-stack';
import { callApi, type CallSample } from '../contest/bench-http';
import { meanReadUnits, readTableHeading, readTableLine, timedReads } from '../read-table';
import { signToken } from '../../../functions/src/auth/token';
import { putSession } from '../../../functions/src/data/sessions/session-store';
import { seedFirstClassWork, seedGroups, type BenchMember } from './seed-group-volume';

/**
 * `npm run bench` (after the discussion benchmark): a school of BENCH_GROUPS (200) groups and
 * BENCH_GROUP_MEMBERS (10,000) members, the largest class BENCH_LARGEST_CLASS (500) strong with 30
 * problems of its own and a rank row per member. Every read twice, side by side: with the first tenth
 * of the groups on the site, and then with all of them, as a member of the largest class.
 */
const groups = Number(process.env.BENCH_GROUPS ?? 200);
const members = Number(process.env.BENCH_GROUP_MEMBERS ?? 10_000);
const largest = Number(process.env.BENCH_LARGEST_CLASS ?? 500);
const reads = Number(process.env.BENCH_GROUP_READS ?? 100);
const submits = Number(process.env.BENCH_GROUP_SUBMITS ?? 30);
const width = 46;

async function sessionOf(member: BenchMember): Promise<string> {
  const sessionId = randomUUID();
  const { token, expiresAt } = await signToken(member.uid, sessionId);
  await putSession({
    uid: member.uid,
    sessionId,
    username: member.username,
    roleCode: roleCodes.defaultUser,
    expiresAt,
  });
  return token;
}

type Measured = Record<string, CallSample[]>;

async function measure(url: string, token: string, submitters: string[], pid: number): Promise<Measured> {
  const timed = (path: string) => timedReads(url, path, reads, token);
  const lastMembers = Math.ceil((largest + 1) / groupRules.memberPageSize);
  const lastRank = Math.ceil((largest + 1) / groupRules.rankPageSize);
  // The first read loads the catalogue; the others answer from the function's five-second copy.
  const firstList = await timedReads(url, '/api/get-group-list?currentPage=1', 1, token);
  const submitted: CallSample[] = [];
  for (const submitter of submitters)
    submitted.push(
      await callApi(url, {
        method: 'POST',
        path: '/api/submit-problem-judge',
        token: submitter,
        body: { pid, language: 'C++', code: 'int main(){return 0;}', gid: 1 },
      }),
    );
  if (submitted.some((sample) => sample.status !== 200))
    throw new Error(`a submit failed: ${submitted.find((s) => s.status !== 200)?.msg}`);
  return {
    'get-group-list, first read (loads catalogue)': firstList,
    'get-group-list page 1 (15 a page)': await timed('/api/get-group-list?currentPage=1'),
    'get-group-list, only mine': await timed('/api/get-group-list?onlyMine=true'),
    'get-member-list page 1 (largest class)': await timed('/api/group/get-member-list?gid=1&currentPage=1'),
    [`get-member-list page ${lastMembers}`]: await timed(
      `/api/group/get-member-list?gid=1&currentPage=${lastMembers}`,
    ),
    'group get-problem-list page 1': await timed('/api/group/get-problem-list?gid=1&currentPage=1'),
    'get-group-rank-list page 1': await timed('/api/get-group-rank-list?gid=1&type=0&currentPage=1'),
    [`get-group-rank-list page ${lastRank}`]: await timed(
      `/api/get-group-rank-list?gid=1&type=0&currentPage=${lastRank}`,
    ),
    'submit-problem-judge in the group (gid)': submitted,
  };
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const { work, stack } = await startBenchStack('group', { databaseInMemory: true });
  try {
    const school = { groups, members, largest };
    const tenth = Math.max(2, Math.round(groups / 10));
    const firstClass = await seedGroups(1, tenth, school);
    const pids = await seedFirstClassWork(firstClass, 30);
    const token = await sessionOf(firstClass[0] as BenchMember);
    const submitters = await Promise.all(firstClass.slice(1, 1 + 2 * submits).map(sessionOf));
    const before = await measure(stack.url, token, submitters.slice(0, submits), pids[0] as number);
    await seedGroups(tenth + 1, groups, school);
    // Past the catalogue's five seconds, so the second round reads the whole school's.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const after = await measure(stack.url, token, submitters.slice(submits), pids[0] as number);

    console.log(
      `\nGroups: a school of ${groups} groups and ${members} members, the largest class ${largest} with 30 problems and a rank row each`,
    );
    for (const [title, measured] of [
      [`with ${tenth} groups on the site`, before],
      [`with all ${groups} groups`, after],
    ] as const) {
      console.log(`\n  ${title}`);
      console.log(readTableHeading(width));
      for (const [name, samples] of Object.entries(measured))
        console.log(readTableLine(name, samples, width));
    }
    const mean = (measured: Measured, prefix: string) =>
      meanReadUnits(Object.entries(measured).find(([name]) => name.startsWith(prefix))?.[1] ?? []);
    const rankPages = Object.entries(after).filter(([name]) => name.startsWith('get-group-rank-list'));
    const lastCostsNoMore =
      meanReadUnits(rankPages[1]?.[1] ?? []) <= meanReadUnits(rankPages[0]?.[1] ?? []) + 0.01;
    // The list reads the catalogue of every group once per warm function every five seconds: the one
    // read that grows with the site, by design (docs/api/group.md); every other read is the class's own.
    const steady = [
      'get-member-list page 1',
      'group get-problem-list',
      'get-group-rank-list page 1',
      'submit-problem-judge',
      'get-group-list, only mine',
    ].every((prefix) => mean(after, prefix) <= mean(before, prefix) + 0.01);
    console.log(
      `  target: the rank's last page costs no more than its first (${lastCostsNoMore ? 'met' : 'MISSED'}); nothing but the catalogue's load (once per function every 5 s) grows with the groups on the site (${steady ? 'met' : 'MISSED'})`,
    );
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
