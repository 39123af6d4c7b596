/**
 * The judge's second door, for its integration tests and benchmarks only
 * (`@oj/functions/judging/test-fixtures`; lint allows it in judge-fargate/test/** and nowhere else
 * in the judge). It hands them what the API will have done before a worker sees a message: a problem
 * and its judge settings stored, a submission stored and queued, a test run written; the local
 * stack's harness; and the reads a test needs to see what a verdict changed. No Lambda imports it.
 */

export { useLocalStack, callApi, sessionToken } from '../../test/local-stack';
export { storeProblem } from '../../test/problem-fixtures';
export { storeContest } from '../../test/contest-fixtures';
export { addContestProblem } from '../data/contest-problems/save-contest-problem';

export { dynamo, tableName } from '../data/dynamo-client';
export type { ItemKey } from '../data/item-key';
export { expiresAfter } from '../data/ttl';
export { enqueueJudge } from '../data/judge-queue';

export { putJudgeSpec } from '../data/judge-specs/judge-spec-store';
export { putTestDataVersion } from '../data/problems/test-data-store';
export { problemSummaryKey } from '../data/problems/problem-summary';
export { putTestRun } from '../data/test-runs/test-run-store';
export { createJob, getJob } from '../data/jobs/job-store';
export { readJobResult } from '../data/jobs/job-result';
export { compiledSuccessfully } from '../data/checker-compiles/checker-compile-store';
export { checkerCompileHash } from '../data/checker-compiles/checker-compile-item';

export { nextSubmitId, pendingSubmission, putNewSubmission } from '../data/submissions/create-submission';
export { getCaseResults, getSubmission } from '../data/submissions/get-submission';
export { getSubmissionStatuses } from '../data/submissions/get-submission-statuses';
export { requeueSubmission } from '../data/submissions/requeue-submission';
export type { StoredCaseResults } from '../data/submissions/case-results';

export {
  acDayKey,
  siteDayKey,
  siteStatusCountsKey,
  userDayKey,
  userProblemBestKey,
  userProblemTallyKey,
  userStatsKey,
  utcDay,
} from '../data/stats/stats-keys';
