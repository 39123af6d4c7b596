import { checkContestSubmissionsStatus } from '@oj/shared/api/submission';
import { callApi } from '../../../../lib/api-client';
import { pollUntil } from '../../../../lib/poll-until';
import { examPollRules, isWaitingStatus } from '../exam-result';

export interface PaperSubmissionState {
  status: number;
  score: number | null;
}

/**
 * POST /api/check-contest-submissions-status every 2 s, at most 30 times (spec §4 "Exam poll"),
 * until the submission leaves the waiting statuses; a failed read ends the poll (spec §8).
 */
export function followPaperSubmission(
  cid: number,
  submitId: number,
  onValue: (state: PaperSubmissionState) => void,
  signal: AbortSignal,
) {
  return pollUntil<PaperSubmissionState>({
    read: async () => {
      const answer = await callApi(checkContestSubmissionsStatus, { body: { cid, submitIds: [submitId] } });
      const row = answer[String(submitId)];
      return row ? { status: row.status, score: row.score } : { status: 5, score: null };
    },
    keepGoing: (state) => isWaitingStatus(state.status),
    intervalMs: examPollRules.intervalMs,
    maxReads: examPollRules.maxReads,
    waitFirst: true,
    onValue,
    signal,
  });
}
