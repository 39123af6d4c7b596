import { judgeStatus, type StoredContest } from '@oj/shared';
import { nextSubmitId, pendingSubmission, putNewSubmission } from '../src/judging/test-fixtures';
import { changeJudgeState } from '../src/data/submissions/change-judge-state';
import type { Submission } from '../src/data/submissions/submission-item';
import { syncContestAcRecord } from '../src/data/contest-ac-records/sync-contest-ac-record';

/**
 * Contest submissions for the AC helper and download tests, stored straight through the data layer
 * with their verdict, then handed to `syncContestAcRecord` as the submission-change hook does.
 */

const minuteMs = 60_000;

export interface Answer {
  contest: StoredContest;
  who: { uid: string; username: string };
  /** Display id in the contest; the problem's number is the letter's place (A = 1). */
  displayId: string;
  /** Minutes from the contest's start (negative: before it). */
  minute: number;
  status?: number;
  language?: string;
  code?: string;
}

export async function storeAnswer(answer: Answer): Promise<Submission> {
  const submitId = await nextSubmitId(true);
  const submitTime = new Date(Date.parse(answer.contest.startTime) + answer.minute * minuteMs);
  const submission: Submission = {
    ...pendingSubmission(
      {
        submitId,
        uid: answer.who.uid,
        username: answer.who.username,
        pid: answer.displayId.charCodeAt(0) - 64,
        displayPid: answer.displayId,
        language: answer.language ?? 'C++',
        code: answer.code ?? `// ${answer.who.username} on ${answer.displayId}`,
      },
      submitTime,
    ),
    cid: answer.contest.cid,
    status: answer.status ?? judgeStatus.accepted,
    timeMs: 12,
  };
  await putNewSubmission(submission);
  await syncContestAcRecord(submission);
  return submission;
}

/** A rejudge or a manual judge that gives the submission a new verdict, then the hook's sync. */
export async function changeVerdict(submission: Submission, status: number): Promise<Submission> {
  const changed = await changeJudgeState({
    from: { submitId: submission.submitId, round: submission.round, status: submission.status },
    set: { status, round: submission.round + 1 },
  });
  if (!changed) throw new Error(`submission ${submission.submitId} changed meanwhile`);
  const now = { ...submission, status, round: submission.round + 1 };
  await syncContestAcRecord(now);
  return now;
}
