import { judgeStatus } from '@oj/shared';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { addToCounters } from '../counters';
import {
  contestSubmissionSequenceKey,
  contestSubmitIdBase,
  groupSubmissionSequenceKey,
  groupSubmitIdBase,
  submissionSequenceKey,
} from './submission-ids';
import { submissionToItem, type Submission } from './submission-item';
import { problemSummaryKey } from '../problems/problem-summary';
import { userProblemTallyKey, userSubmissionCountKey } from '../stats/stats-keys';
import { afterJudgeStateChange } from '../verdicts/verdict-effects';

export {
  contestSubmissionSequenceKey,
  contestSubmitIdBase,
  groupSubmitIdBase,
  isContestSubmitId,
  isGroupSubmitId,
  submissionSequenceKey,
} from './submission-ids';

/**
 * Take the next submission id of the public sequence, of the contests' with `inContest`, or of the
 * groups' with `inGroup` (a group's submission outside its contests) (one `ADD`, so concurrent
 * submits never share an id).
 */
export async function nextSubmitId(inContest = false, inGroup = false): Promise<number> {
  if (inContest) {
    const { value } = await addToCounters(contestSubmissionSequenceKey, { value: 1 });
    if ((value as number) >= groupSubmitIdBase - contestSubmitIdBase)
      throw new Error('the contest submission ids are used up');
    return contestSubmitIdBase + (value as number);
  }
  if (inGroup) {
    const { value } = await addToCounters(groupSubmissionSequenceKey, { value: 1 });
    return groupSubmitIdBase + (value as number);
  }
  const { value } = await addToCounters(submissionSequenceKey, { value: 1 });
  if ((value as number) >= contestSubmitIdBase) throw new Error('the public submission ids are used up');
  return value as number;
}

/**
 * Store a new submission, pending, in round 1, and count it where the filtered lists take their
 * totals from: the user's count, the problem's line (`submissions`) and the user's tally on the
 * problem (`all`), one small `ADD` each after the put. Counts of settled statuses move with verdicts.
 */
export async function putNewSubmission(submission: Submission): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: submissionToItem(submission),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  await countNewSubmission(submission);
  await afterJudgeStateChange(submission.submitId);
}

/**
 * Count a new submission for the public lists' totals (see `putNewSubmission`); a contest's
 * submission is counted by its contest instead (`afterJudgeStateChange`, the contest board effect).
 */
export async function countNewSubmission(submission: Pick<Submission, 'uid' | 'pid' | 'cid'>): Promise<void> {
  if (submission.cid !== 0) return;
  await Promise.all([
    addToCounters(userSubmissionCountKey(submission.uid), { all: 1 }),
    addToCounters(problemSummaryKey(submission.pid), { submissions: 1 }),
    addToCounters(userProblemTallyKey(submission.uid, submission.pid), { all: 1 }),
  ]);
}

/** What a new submission is made of; the rest starts the same for every submission. */
export type NewSubmissionFields = Pick<
  Submission,
  'submitId' | 'uid' | 'username' | 'pid' | 'displayPid' | 'language' | 'code'
>;

/** A submission as stored at submit time: pending, round 1, outside contests, not shared. */
export function pendingSubmission(fields: NewSubmissionFields, submitTime = new Date()): Submission {
  return {
    ...fields,
    cid: 0,
    gid: 0,
    status: judgeStatus.pending,
    score: null,
    timeMs: null,
    memoryKb: null,
    errorMessage: null,
    judger: null,
    round: 1,
    submitTime: submitTime.toISOString(),
    share: false,
    isManual: false,
  };
}
