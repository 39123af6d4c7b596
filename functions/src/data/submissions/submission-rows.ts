import { oiRankScore, problemType, type SubmissionRow } from '@oj/shared';
import { getProblemLabels, type ProblemLabel } from './get-problem-labels';
import type { SubmissionSummary } from './submission-item';
import { getSubmission } from './get-submission';
import { cachedVipDirectory, vipNumberOf, type VipDirectory } from '../users/vip-directory';

/**
 * Titles and difficulties change rarely and every list page names up to 100 problems, so a warm
 * function keeps each label for a minute: a busy status page reads them once a minute, not per row.
 */
const labelFreshMs = 60_000;
const labelCache = new Map<number, { label: ProblemLabel | undefined; at: number }>();

/** The labels of some problems, from the cache or one batch read of the missing ones. */
export async function problemLabels(
  pids: readonly number[],
  now: number = Date.now(),
): Promise<Map<number, ProblemLabel | undefined>> {
  const missing = [...new Set(pids)].filter((pid) => {
    const cached = labelCache.get(pid);
    return !cached || now - cached.at > labelFreshMs;
  });
  if (missing.length > 0) {
    const read = await getProblemLabels(missing);
    for (const pid of missing) labelCache.set(pid, { label: read.get(pid), at: now });
  }
  return new Map(pids.map((pid) => [pid, labelCache.get(pid)?.label]));
}

/**
 * A submission as lists show it (spec §3); a deleted problem leaves its title empty. The author's vip
 * value comes from the VIP directory, not the account, so a page of rows reads no accounts.
 */
export function submissionRow(
  summary: SubmissionSummary,
  label: ProblemLabel | undefined,
  vips: VipDirectory,
): SubmissionRow {
  const rankScore =
    label?.type === problemType.oi && summary.score !== null
      ? oiRankScore(summary.score, label.difficulty)
      : null;
  return {
    submitId: summary.submitId,
    uid: summary.uid,
    username: summary.username,
    number: vipNumberOf(vips, summary.uid),
    pid: summary.pid,
    displayPid: summary.displayPid,
    cid: summary.cid,
    gid: summary.gid,
    displayId: null,
    title: label?.title ?? '',
    status: summary.status,
    score: summary.score,
    oiRankScore: rankScore,
    time: summary.timeMs,
    memory: summary.memoryKb,
    length: summary.length,
    language: summary.language,
    judger: summary.judger,
    isManual: summary.isManual,
    submitTime: summary.submitTime,
    share: summary.share,
  };
}

/** Rows for a page of submissions, with their problems' labels and their authors' vip values. */
export async function submissionRows(summaries: readonly SubmissionSummary[]): Promise<SubmissionRow[]> {
  const [labels, vips] = await Promise.all([
    problemLabels(summaries.map((summary) => summary.pid)),
    cachedVipDirectory(),
  ]);
  return summaries.map((summary) => submissionRow(summary, labels.get(summary.pid), vips));
}

/** The row of a submission as it is now (a strongly consistent read): what a change answers with. */
export async function currentSubmissionRow(submitId: number): Promise<SubmissionRow | undefined> {
  const submission = await getSubmission(submitId, true);
  if (!submission) return undefined;
  return (await submissionRows([submission]))[0];
}
