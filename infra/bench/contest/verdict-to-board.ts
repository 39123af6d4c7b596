import { setTimeout as sleep } from 'node:timers/promises';
import { judgeStatus } from '@oj/shared';
import { withCapacityMeter } from '../../../functions/src/data/capacity-meter';
import {
  claimSubmission,
  finishSubmission,
  reportJudging,
} from '../../../functions/src/data/submissions/judge-state';
import { getJudgeSpec } from '../../../functions/src/data/judge-specs/judge-spec-store';
import type { ProblemJudgeSpec } from '@oj/shared';
import type { Submission } from '../../../functions/src/data/submissions/submission-item';
import { percentile } from '../statistics';
import { callApi } from './bench-http';
import { benchCode, sessionOf, type BenchAccount, type BoardContest } from './seed-contest-volume';

/** What one judged submission took, and how long its verdict took to reach the board. */
export interface VerdictSample {
  submitId: number;
  /** The submitter's session. */
  token: string;
  /** From the start of the verdict's write to the first board read showing it. */
  visibleMs: number;
  submit: { read: number; write: number };
  /** Claim, progress report, verdict transaction and the board's hook, as the judge calls them. */
  judge: { read: number; write: number };
  /** Of `judge`: the verdict's transaction and the hook it calls (`finishSubmission`). */
  verdict: { read: number; write: number };
  /** Board reads polled meanwhile, and what they cost in all. */
  polls: number;
  pollRead: number;
  pollS3: number;
}

export interface VerdictFigures {
  contestants: number;
  samples: VerdictSample[];
  p50: number;
  p95: number;
}

const judger = 'bench-judge';
const pollEveryMs = 100;
const giveUpAfterMs = 30_000;

interface RankRow {
  uid: string;
  submissionInfo: Record<string, { isAC?: boolean }>;
}

/**
 * The judge's end of an accepted verdict: its one call, `finishSubmission` (the verdict's transaction
 * with the verdict effects' writes, then their follow-ups, the contest board's among them).
 */
async function judgeAccepted(submission: Submission, spec: ProblemJudgeSpec): Promise<void> {
  const { submitId } = submission;
  const outcome = { status: judgeStatus.accepted, score: 0, timeMs: 12, memoryKb: 1_800, subtasks: [] };
  const cases = [
    {
      seq: 1,
      status: judgeStatus.accepted,
      fullScore: 100,
      score: 100,
      groupNum: 1,
      timeMs: 12,
      memoryKb: 1_800,
    },
  ];
  await finishSubmission(
    submission,
    judger,
    {
      outcome,
      errorMessage: null,
      caseResults: { submitId, round: 1, judgeCaseMode: 'default', subtasks: [], cases },
    },
    { type: spec.type, difficulty: spec.difficulty ?? 0 },
  );
}

/**
 * `accounts.length` submissions, one per account (no flood guard between them), one after the other:
 * submitted through the API into the contest, then judged accepted through the judge's own data
 * functions (claim, report judging, `finishSubmission` with the verdict effects' writes, which calls
 * the board's hook), while the submitter polls page 1 of the board every 100 ms until their own row,
 * pinned on top, shows the problem accepted.
 */
export async function measureVerdictToBoard(
  url: string,
  board: BoardContest,
  accounts: readonly BenchAccount[],
): Promise<VerdictFigures> {
  const cid = board.contest.cid;
  const samples: VerdictSample[] = [];
  for (const [index, account] of accounts.entries()) {
    const token = await sessionOf(account);
    const problem = board.problems[index % board.problems.length] as BoardContest['problems'][number];
    const submitted = await callApi(url, {
      method: 'POST',
      path: '/api/submit-problem-judge',
      token,
      body: { pid: problem.displayId, language: 'C', code: benchCode, cid, tid: 0, gid: 0, isRemote: false },
    });
    if (submitted.status !== 200)
      throw new Error(`submit-problem-judge: ${submitted.status} ${submitted.msg}`);
    const { submitId } = submitted.data as { submitId: number };

    const claimed = await withCapacityMeter(async () => {
      const spec = await getJudgeSpec(problem.pid);
      const submission = await claimSubmission(submitId, 1, judger, Date.now() - 60_000);
      if (!submission || !spec) throw new Error(`submission ${submitId} could not be claimed`);
      await reportJudging(submitId, 1, judger, judgeStatus.judging);
      return { submission, spec };
    });
    const verdictAt = performance.now();
    const verdict = await withCapacityMeter(() =>
      judgeAccepted(claimed.result.submission, claimed.result.spec),
    );
    const judge = {
      read: claimed.units.read + verdict.units.read,
      write: claimed.units.write + verdict.units.write,
    };

    let polls = 0;
    let pollRead = 0;
    let pollS3 = 0;
    for (;;) {
      const page = await callApi(url, {
        method: 'POST',
        path: '/api/get-contest-rank',
        token,
        body: { cid, currentPage: 1, limit: 10 },
      });
      polls += 1;
      pollRead += page.read;
      pollS3 += page.s3;
      const first = (page.data as { records?: RankRow[] } | null)?.records?.[0];
      if (first?.uid === account.uid && first.submissionInfo[problem.displayId]?.isAC === true) break;
      if (performance.now() - verdictAt > giveUpAfterMs)
        throw new Error(`the verdict of ${submitId} did not reach the board in ${giveUpAfterMs / 1000} s`);
      await sleep(pollEveryMs);
    }
    samples.push({
      submitId,
      token,
      visibleMs: performance.now() - verdictAt,
      submit: { read: submitted.read, write: submitted.write },
      judge,
      verdict: verdict.units,
      polls,
      pollRead,
      pollS3,
    });
  }
  const visible = samples.map((sample) => sample.visibleMs);
  return {
    contestants: board.rowUids.length,
    samples,
    p50: percentile(visible, 0.5),
    p95: percentile(visible, 0.95),
  };
}
