import { judgeStatus, type StoredContest } from '@oj/shared';
import { addToCounters } from '../../data/counters';
import { contestSequenceKey } from '../../data/contests/contest-keys';
import { loadContestCatalogue } from '../../data/contests/contest-catalogue';
import { putContest } from '../../data/contests/put-contest';
import { registerForContest } from '../../data/contests/register-for-contest';
import { addContestProblem } from '../../data/contest-problems/save-contest-problem';
import { findPidByProblemId } from '../../data/problems/get-problem';
import { findUserByUsername } from '../../data/users/find-user';
import { nextSubmitId, pendingSubmission, putNewSubmission } from '../../data/submissions/create-submission';
import { enqueueJudge } from '../../data/judge-queue';
import {
  demoContestAwards,
  demoContests,
  type DemoContest,
  type DemoContestSubmission,
} from './demo-contests';
import { demoProblems } from './demo-problems';

const minuteMs = 60_000;

export function storedContestOf(
  demo: DemoContest,
  cid: number,
  owner: { uid: string },
  now: number,
  gid: number | null = null,
): StoredContest {
  const start = now + demo.startsInMinutes * minuteMs;
  const end = start + demo.durationMinutes * minuteMs;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    cid,
    uid: owner.uid,
    author: demo.owner,
    title: demo.title,
    type: demo.type,
    description: demo.description,
    source: 0,
    auth: demo.auth,
    pwd: demo.pwd,
    startTime: iso(start),
    endTime: iso(end),
    duration: demo.durationMinutes * 60,
    sealRank: demo.frozenLastMinutes !== undefined,
    sealRankTime: demo.frozenLastMinutes === undefined ? null : iso(end - demo.frozenLastMinutes * minuteMs),
    autoRealRank: true,
    visible: true,
    openPrint: true,
    openAccountLimit: false,
    accountLimitRule: '',
    rankShowName: 'username',
    starAccount: [],
    openRank: demo.openRank,
    oiRankScoreType: demo.oiRankScoreType,
    gid,
    awardType: 0,
    awardConfigList: [...demoContestAwards],
    allowEndSubmit: false,
    count: 0,
    gmtCreate: iso(now),
    gmtModified: iso(now),
  };
}

/** The program a demo submission sends: the problem's first accepted solution, or its first other one. */
export function programOf(problemId: string, program: DemoContestSubmission['program']) {
  const problem = demoProblems.find((candidate) => candidate.problemId === problemId);
  const solution = problem?.solutions.find((candidate) =>
    program === 'right'
      ? candidate.status === judgeStatus.accepted
      : candidate.status !== judgeStatus.accepted,
  );
  if (!solution) throw new Error(`demo problem ${problemId} has no ${program} program`);
  return solution;
}

/** A demo user's account, which the demo users' seeding made before. */
async function accountOf(username: string) {
  const account = await findUserByUsername(username);
  if (!account) throw new Error(`the demo account ${username} is missing`);
  return account;
}

/**
 * Submissions of the demo users in a demo contest, stored pending at their time in the contest and
 * queued for the judges: the judge workers give them their verdicts (and the board its rows) once
 * the stack runs. Answers their ids, in the plan's order.
 */
export async function submitDemoSubmissions(
  demo: DemoContest,
  contest: StoredContest,
  pids: ReadonlyMap<string, number>,
): Promise<number[]> {
  const submitIds: number[] = [];
  const start = Date.parse(contest.startTime);
  for (const planned of demo.submissions) {
    const problem = demo.problems.find((candidate) => candidate.displayId === planned.displayId);
    const pid = problem ? pids.get(problem.problemId) : undefined;
    if (!problem || pid === undefined) throw new Error(`${demo.title} has no problem ${planned.displayId}`);
    const account = await accountOf(planned.username);
    const program = programOf(problem.problemId, planned.program);
    const submission = {
      ...pendingSubmission(
        {
          submitId: await nextSubmitId(true),
          uid: account.uid,
          username: account.username,
          pid,
          displayPid: problem.displayId,
          language: program.language,
          code: program.code,
        },
        new Date(start + planned.minute * minuteMs),
      ),
      cid: contest.cid,
      gid: contest.gid ?? 0,
    };
    await putNewSubmission(submission);
    await enqueueJudge({ kind: 'submission', submitId: submission.submitId, round: 1, pid });
    submitIds.push(submission.submitId);
  }
  return submitIds;
}

/**
 * The demo contests (docs/demo-data.md), each found by its title in the contest catalogue and made
 * only when missing: the contest and its line, its problems, its registrations and, with
 * `submissions`, the demo users' submissions queued for the judges. Answers how many were made.
 */
export async function seedDemoContests(options: { submissions: boolean }, now = Date.now()): Promise<number> {
  const existing = new Set((await loadContestCatalogue()).map((line) => line.title));
  const pids = new Map<string, number>();
  for (const problem of demoProblems) {
    const pid = await findPidByProblemId(problem.problemId);
    if (pid !== undefined) pids.set(problem.problemId, pid);
  }
  let made = 0;
  for (const demo of demoContests) {
    if (existing.has(demo.title)) continue;
    const owner = await accountOf(demo.owner);
    const { value } = await addToCounters(contestSequenceKey, { value: 1 });
    const contest = storedContestOf(demo, value as number, owner, now);
    await putContest(contest, { ifNew: true });
    for (const problem of demo.problems) {
      const pid = pids.get(problem.problemId);
      if (pid === undefined) throw new Error(`the demo problem ${problem.problemId} is missing`);
      await addContestProblem({ cid: contest.cid, pid, ...problem });
    }
    for (const username of demo.registered)
      await registerForContest(contest.cid, await accountOf(username), new Date(now));
    if (options.submissions) await submitDemoSubmissions(demo, contest, pids);
    made += 1;
  }
  return made;
}
