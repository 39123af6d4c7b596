import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestType, judgeStatus, roleCodes, type StoredContest } from '@oj/shared';
import { findPidByProblemId } from '@oj/functions/data/problems/get-problem';
import { loadContestCatalogue } from '../../../functions/src/data/contests/contest-catalogue';
import { readStoredContest } from '../../../functions/src/data/contests/read-stored-contest';
import { isRegisteredFor } from '../../../functions/src/data/contests/register-for-contest';
import { listContestProblems } from '../../../functions/src/data/contest-problems/read-contest-problems';
import { findUserByUsername } from '../../../functions/src/data/users/find-user';
import {
  addContestProblem,
  callApi,
  sessionToken,
  storeContest,
  useLocalStack,
} from '@oj/functions/judging/test-fixtures';
import { demoContests, demoContestPassword } from '../../../functions/src/seed/demo/demo-contests';
import { programOf, submitDemoSubmissions } from '../../../functions/src/seed/demo/seed-demo-contests';
import { startTestWorker, verdictOf } from '../../../judge-fargate/test/judge-harness';

/*
 * The demo contests as the local stack seeded them at its first start (without their submissions,
 * which only `npm start` queues), and the demo submissions judged by a real worker in a copy of the
 * running contest.
 */

let stopWorker: () => Promise<void>;
beforeAll(async () => {
  ({ stop: stopWorker } = await startTestWorker(11));
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
});

async function seededContest(title: string): Promise<StoredContest> {
  const line = (await loadContestCatalogue()).find((candidate) => candidate.title === title);
  const contest = line && (await readStoredContest(line.cid));
  if (!contest) throw new Error(`${title} was not seeded`);
  return contest;
}

const [running, ended, tomorrow] = demoContests;

describe('the demo contests seeded at first start', () => {
  it('are a running public ACM contest frozen for its last hour, an ended protected OI contest and a private one starting tomorrow', async () => {
    const now = Date.now();
    const [acm, oi, privateOne] = await Promise.all(
      [running, ended, tomorrow].map((demo) => seededContest(demo?.title ?? '')),
    );
    expect(acm).toMatchObject({ type: contestType.acm, auth: 0, sealRank: true, openRank: true });
    expect(Date.parse(acm?.startTime ?? '')).toBeLessThan(now);
    expect(Date.parse(acm?.endTime ?? '')).toBeGreaterThan(now);
    expect(Date.parse(acm?.endTime ?? '') - Date.parse(acm?.sealRankTime ?? '')).toBe(3_600_000);
    expect(oi).toMatchObject({ type: contestType.oi, auth: 2, oiRankScoreType: 'Highest' });
    expect(Date.parse(oi?.endTime ?? '')).toBeLessThan(now);
    expect(privateOne).toMatchObject({ auth: 1, pwd: demoContestPassword });
    expect(Date.parse(privateOne?.startTime ?? '')).toBeGreaterThan(now + 20 * 3_600_000);
  });

  it('hold their problems under their display ids, and the protected one its registered students', async () => {
    for (const demo of demoContests) {
      const contest = await seededContest(demo.title);
      const problems = await listContestProblems(contest.cid);
      const expected = await Promise.all(
        demo.problems.map(async (problem) => ({
          displayId: problem.displayId,
          pid: await findPidByProblemId(problem.problemId),
        })),
      );
      expect(
        problems.map(({ displayId, pid }) => ({ displayId, pid })),
        demo.title,
      ).toEqual(expected);
      for (const username of demo.registered) {
        const account = await findUserByUsername(username);
        expect(await isRegisteredFor(contest.cid, account?.uid ?? ''), username).toBe(true);
      }
    }
  });
});

describe('the demo contest submissions', () => {
  it('are judged to the verdicts their programs are there to show', async () => {
    const demo = running;
    if (!demo) throw new Error('no demo contest');
    const contest = await storeContest({
      title: demo.title,
      startTime: new Date(Date.now() - 90 * 60_000).toISOString(),
    });
    const pids = new Map<string, number>();
    for (const problem of demo.problems) {
      const pid = await findPidByProblemId(problem.problemId);
      if (pid === undefined) throw new Error(`${problem.problemId} was not seeded`);
      pids.set(problem.problemId, pid);
      await addContestProblem({ cid: contest.cid, pid, ...problem });
    }
    const submitIds = await submitDemoSubmissions(demo, contest, pids);
    expect(submitIds).toHaveLength(demo.submissions.length);
    for (const [index, planned] of demo.submissions.entries()) {
      const problemId =
        demo.problems.find((problem) => problem.displayId === planned.displayId)?.problemId ?? '';
      const { submission } = await verdictOf(submitIds[index] as number, 150_000);
      const expected = programOf(problemId, planned.program).status;
      expect(submission, `${planned.username} ${planned.displayId} ${planned.program}`).toMatchObject({
        cid: contest.cid,
        displayPid: planned.displayId,
        status: expected,
      });
      expect(Date.parse(submission.submitTime) - Date.parse(contest.startTime)).toBe(planned.minute * 60_000);
      if (planned.program === 'right') expect(expected).toBe(judgeStatus.accepted);
    }

    // The verdicts reached the board and the balloons through the judge's own writes.
    const { url } = useLocalStack();
    const { token } = await sessionToken(roleCodes.superAdmin);
    type Row = {
      username: string;
      rank: number;
      ac: number;
      totalTime: number;
      submissionInfo: Record<string, { isAC: boolean; isFirstAC: boolean; errorNum: number }>;
    };
    let rows: Row[];
    const deadline = Date.now() + 10_000;
    do {
      const board = await callApi<{ records: Row[] }>(`${url}/api/get-contest-rank`, {
        method: 'POST',
        token,
        body: JSON.stringify({ cid: contest.cid, currentPage: 1, limit: 50 }),
      });
      rows = board.envelope.data?.records ?? [];
    } while (rows.length < 3 && Date.now() < deadline);
    // student2: A at 12 and C at 55 (67 minutes); student1: A at 15 after one wrong try (+20) and B
    // at 41 (76 minutes); student3: A at 33 after two wrong tries (73 minutes).
    expect(rows.map(({ username, rank, ac, totalTime }) => ({ username, rank, ac, totalTime }))).toEqual([
      { username: 'student2', rank: 1, ac: 2, totalTime: 67 * 60 },
      { username: 'student1', rank: 2, ac: 2, totalTime: 76 * 60 },
      { username: 'student3', rank: 3, ac: 1, totalTime: 73 * 60 },
    ]);
    expect(rows[0]?.submissionInfo.A).toMatchObject({ isAC: true, isFirstAC: true, errorNum: 0 });
    expect(rows[1]?.submissionInfo.B).toMatchObject({ isAC: true, isFirstAC: true });
    expect(rows[2]?.submissionInfo.A).toMatchObject({ isAC: true, isFirstAC: false, errorNum: 2 });

    const balloons = await callApi<{
      records: { username: string; displayId: string; firstBlood: boolean }[];
    }>(`${url}/api/get-contest-ac-info?cid=${contest.cid}&currentPage=1&limit=20`, { token });
    const seen = (balloons.envelope.data?.records ?? []).map(
      ({ username, displayId, firstBlood }) => `${username} ${displayId}${firstBlood ? ' first' : ''}`,
    );
    expect(seen.sort()).toEqual(
      ['student1 A', 'student1 B first', 'student2 A first', 'student2 C first', 'student3 A'].sort(),
    );
  }, 240_000);
});
