import { judgeStatus } from '@oj/shared';
import { enqueueJudge } from '../judge-queue';
import type { ProblemScoring } from '../verdicts/verdict-change';
import { moveVerdict } from './move-verdict';
import type { SubmissionSummary } from './submission-item';

/**
 * Send a submission to the judges again (rejudge, resubmit): a new round, pending, the old verdict's
 * fields and case results gone and its share of the derived data taken back out exactly (counts,
 * solved and tried sets, best score), in one transaction; then a queue message naming the new round.
 * A worker still judging the old round loses its claim and drops its verdict. False when the
 * submission changed since it was read (nothing written, nothing sent).
 */
export async function requeueSubmission(
  submission: SubmissionSummary,
  scoring: ProblemScoring,
): Promise<boolean> {
  const round = submission.round + 1;
  const changed = await moveVerdict(
    submission,
    {
      set: { status: judgeStatus.pending, round, isManual: false },
      remove: ['score', 'timeMs', 'memoryKb', 'errorMessage', 'judger', 'judgedAt', 'heartbeatAt'],
      caseResults: null,
    },
    null,
    scoring,
  );
  if (changed)
    await enqueueJudge({ kind: 'submission', submitId: submission.submitId, round, pid: submission.pid });
  return changed;
}
