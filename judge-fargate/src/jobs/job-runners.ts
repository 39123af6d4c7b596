import type { JobKind } from '@oj/shared';
import type { JobRunner } from './job-runner';
import { compileCheckerJob } from './compile-checker-job';
import { rejudgeProblemJob } from './rejudge-problem-job';
import { groupDisbandJob } from './group-disband-job';

/** The runner of each kind of job; a kind without one does not type-check (`jobKinds` in shared). */
export const jobRunners: Record<JobKind, JobRunner> = {
  'checker-compile': compileCheckerJob,
  'rejudge-problem': rejudgeProblemJob,
  'group-disband': groupDisbandJob,
};
