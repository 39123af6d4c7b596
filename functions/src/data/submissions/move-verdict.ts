import { verdictChangeWrites, type ProblemScoring, type Verdict } from '../verdicts/verdict-change';
import { changeJudgeState, type JudgeStateChange } from './change-judge-state';
import type { SubmissionSummary } from './submission-item';
import { isConditionFailure } from '../kit/condition-failure';

/** A verdict landing between the read and the write of a change is rare; a few tries settle it. */
const attempts = 5;

/**
 * Change a submission's judge state (`change`, conditional on its round and status as read) and move
 * its share of the derived data from its verdict to `to` (null: back to the judges), in one
 * transaction. When the user's tally or best changed since they were read, everything is computed and
 * tried again. False when the submission itself changed (nothing written).
 */
export async function moveVerdict(
  submission: Pick<
    SubmissionSummary,
    'submitId' | 'round' | 'status' | 'score' | 'uid' | 'username' | 'pid' | 'submitTime' | 'cid' | 'gid'
  >,
  change: Omit<JudgeStateChange, 'alsoWrite' | 'from'>,
  to: Verdict | null,
  scoring: ProblemScoring,
): Promise<boolean> {
  const from: Verdict = { status: submission.status, score: submission.score };
  for (let attempt = 1; ; attempt += 1) {
    const alsoWrite = await verdictChangeWrites(submission, from, to, scoring);
    try {
      return await changeJudgeState({ ...change, from: submission, alsoWrite });
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= attempts) throw error;
    }
  }
}
