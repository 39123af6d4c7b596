/**
 * The judge's one door into the data layer (`@oj/functions/judging`). The judge worker in
 * judge-fargate imports from functions only through this file, and lint holds it to that
 * (eslint.config.js), so what the judge may read and write is listed here and nowhere else:
 *
 * - its AWS clients and settings, and the JSON logger the API uses;
 * - a submission round's life: claim (or learn whose live claim is in the way), prove the claim alive,
 *   report progress, finish with a verdict, hand back, fail;
 * - the problem's judge settings;
 * - an Online Test's life, under the same claim as a submission round: claim (or learn whose live
 *   claim is in the way), prove the claim alive, finish with the result, hand back, fail;
 * - jobs (admin work that outlasts a request): claim (or learn whose live claim is in the way), report
 *   progress, finish, hand back, fail; and
 *   what the checker-compile job remembers of a program that compiled; for the rejudge-problem job, a
 *   problem's submission ids, a submission, and the rejudge of one (as the admin's rejudge call does it);
 *   for the group-disband job, the sweep of what a disbanded group held;
 * - which languages this host judges, and that it is alive with its address and load (the heartbeat
 *   the admin area reads);
 * - what a verdict changes beyond the submission: the registered verdict effects
 *   (`data/verdicts/effects/`), their writes for the verdict's transaction and what runs after it.
 *
 * Everything is re-exported unchanged: the data modules stay the single definition.
 */

export { requiredEnv, s3, sqs } from '../data/aws-clients';

export { createLogger, writeBySeverity, type Logger } from '../frame/logger';

export {
  failSubmission,
  finishSubmission,
  proveClaimAlive,
  releaseSubmission,
  reportJudging,
  tryClaimSubmission,
  type FinalVerdict,
} from '../data/submissions/judge-state';
export type { Submission } from '../data/submissions/submission-item';

export { getJudgeSpec } from '../data/judge-specs/judge-spec-store';

export { getTestRun } from '../data/test-runs/test-run-store';
export type { TestRun } from '../data/test-runs/test-run-item';
export {
  failTestRun,
  finishTestRun,
  proveTestRunClaimAlive,
  releaseTestRun,
  tryClaimTestRun,
  type TestRunResult,
} from '../data/test-runs/test-run-state';

export { failJob, finishJob, releaseJob, reportJobProgress, tryClaimJob } from '../data/jobs/job-state';
export type { ClaimAttempt } from '../data/kit/claim-attempt';
export type { Job } from '../data/jobs/job-item';

export { listProblemSubmitIds } from '../data/submissions/list-problem-submit-ids';
export { getSubmission } from '../data/submissions/get-submission';
export {
  rejudgeSubjectOf,
  rejudgeSubmission,
  type RejudgeSubject,
} from '../data/submissions/rejudge-submission';

export {
  rememberCompiledChecker,
  type CheckerCompileOutcome,
  type CheckerProgram,
} from '../data/checker-compiles/checker-compile-store';

export { sweepDisbandedGroup } from '../modules/group';

export { setLanguageAvailability } from '../data/languages/set-language-availability';
export { reportJudgeWorker } from '../data/judge-workers/report-judge-worker';
export { readMachineFigures } from '../host/machine-figures';

export { afterVerdict, verdictEffectWrites } from '../data/verdicts/verdict-effects';
export { recordBestResult } from '../data/verdicts/record-best-result';
