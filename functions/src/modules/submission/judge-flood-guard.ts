import { judgeStatus, submissionRules } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { querySubmissionIndex } from '../../data/submissions/query-submission-index';
import { newestContestSubmissions } from '../../data/submissions/query-contest-user-submissions';
import { listRecentTestRuns } from '../../data/test-runs/test-run-store';
import { submitIntervalMs } from '../../data/website-config/submit-interval';

/** Submissions and runs in these states hold a place in the judges' queue. */
const inFlight: ReadonlySet<number> = new Set([
  judgeStatus.submitting,
  judgeStatus.pending,
  judgeStatus.compiling,
  judgeStatus.judging,
]);

/**
 * A job asked for longer ago than this no longer counts as in flight: one stuck by a lost worker
 * (the dead-letter queue ends it as System Error within minutes) must not lock its user out.
 */
export const inFlightWindowMs = 10 * 60_000;

/**
 * Whether the site's submit interval applies to a job: every Online Test, and every submission made
 * outside contests (spec part 1, §9; the original server's `defaultSubmitInterval` is the interval
 * between non-contest submissions). Inside a contest a contestant resubmits at their own pace: only
 * the cap on jobs in flight holds there.
 */
export function submitIntervalApplies(kind: 'submission' | 'testRun', cid: number): boolean {
  return kind === 'testRun' || cid === 0;
}

/**
 * The flood guard before a job is queued for the judges (a submission or an Online Test): at most one
 * job of the same kind per interval where the interval applies (`submitIntervalApplies`; the switch
 * page's `defaultSubmitInterval`, 5 seconds unless the super admin changes it, read with a 5-second
 * cache; spec §8: "operation too fast"; 0 turns it off), and at most `maxJobsInFlightPerUser` of the
 * user's jobs of both kinds waiting or running at once, so one user cannot fill the queue ahead of
 * everyone else. One small Query of each of the user's index partitions: the public submissions, the
 * Online Tests and, for a job asked for inside contest `cid`, the user's submissions in that contest
 * (which live in the contest's partitions, not the public one). A public submission's interval is
 * measured from the user's newest public submission, since contest submissions do not count towards
 * it. Two requests in the same instant can both pass: a guard against scripts, not a lock.
 */
export async function assertJudgeRoom(
  uid: string,
  kind: 'submission' | 'testRun',
  { cid = 0, now = Date.now() }: { cid?: number; now?: number } = {},
): Promise<void> {
  const cap = submissionRules.maxJobsInFlightPerUser;
  const [submissions, contestSubmissions, runs, interval] = await Promise.all([
    querySubmissionIndex({ uid }, {}, cap, cap),
    cid === 0 ? [] : newestContestSubmissions(cid, uid, cap),
    listRecentTestRuns(uid, cap),
    submitIntervalApplies(kind, cid) ? submitIntervalMs() : 0,
  ]);
  const publicJobs = submissions.items.map((item) => ({
    kind: 'submission',
    status: item.status,
    at: item.submitTime,
  }));
  const jobs = [
    ...publicJobs,
    ...contestSubmissions.map((item) => ({
      kind: 'contestSubmission',
      status: item.status,
      at: item.submitTime,
    })),
    ...runs.map((run) => ({ kind: 'testRun', status: run.status, at: run.createdAt ?? '' })),
  ];
  const newestOfKind = jobs
    .filter((job) => job.kind === kind)
    .reduce((newest, job) => Math.max(newest, Date.parse(job.at) || 0), 0);
  if (now - newestOfKind < interval) throw new AppError('submitTooFast');
  const waiting = jobs.filter(
    (job) => inFlight.has(job.status) && now - (Date.parse(job.at) || 0) < inFlightWindowMs,
  ).length;
  if (waiting >= cap) throw new AppError('tooManyJudgeJobs', { count: waiting });
}
