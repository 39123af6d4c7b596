import { getJob } from '../../data/jobs/job-store';
import type { Job } from '../../data/jobs/job-item';

/**
 * How every reader of a job sees it: one strongly consistent read, so a job asked for a moment ago is
 * found and a finished one is seen finished. Undefined for an unknown or expired id.
 */
export function pollJob(jobId: string): Promise<Job | undefined> {
  return getJob(jobId, true);
}

/** Whether a job has ended, done or failed. */
export function hasEnded(job: Job): boolean {
  return job.status === 'done' || job.status === 'failed';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For a call whose contract is synchronous: polls the job (as the poll call does) until it has ended
 * or `deadline` (epoch ms) passes, quickly at first, as most jobs of such calls take a second. The
 * ended job, or undefined when time ran out or the job is gone.
 */
export async function waitForJob(jobId: string, deadline: number): Promise<Job | undefined> {
  for (let delay = 150; Date.now() < deadline; delay = Math.min(delay * 1.5, 1000)) {
    await sleep(Math.min(delay, Math.max(0, deadline - Date.now())));
    const job = await pollJob(jobId);
    if (job && hasEnded(job)) return job;
  }
  return undefined;
}
