import type { Job } from '@oj/functions/judging';
import type { JudgeContext } from '../pipeline/judge-context';

/** What a runner is handed beside its job: the sandbox slot it may use and a way to report progress. */
export interface JobTools {
  slot: number;
  context: JudgeContext;
  /**
   * Record how far the job has come (and that this worker is alive). False when the job is no longer
   * this worker's (taken over, or failed meanwhile): the runner should stop, its result would be dropped.
   */
  progress(done: number, total: number): Promise<boolean>;
}

/**
 * Does one kind of job and resolves with its result (any JSON; a large one goes to S3 by itself).
 * A result that says the work's subject failed (a program that does not compile) is still a result.
 * Throwing JobInputError fails the job at once with its message; throwing HostFailure hands the job
 * back for the next delivery (the last delivery fails it naming the cause); anything else is retried
 * like any message, and a job still failing on its last delivery is failed by the dead-letter consumer.
 */
export type JobRunner = (job: Job, tools: JobTools) => Promise<unknown>;

/** The job's input is not what its kind takes: no retry can help. */
export class JobInputError extends Error {
  override name = 'JobInputError';
}
