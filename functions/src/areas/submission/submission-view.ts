import { oiRankScore, problemType, type SubmissionRow } from '@oj/shared';
import type { ProblemLabel } from '../../data/submissions/get-problem-labels';
import type { SubmissionSummary } from '../../data/submissions/submission-item';
import { getSubmission } from '../../data/submissions/get-submission';
import { problemLabels } from '../../data/submissions/cached-problem-labels';
import { cachedVipDirectory, vipNumberOf, type VipDirectory } from '../../data/users/vip-directory';

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
