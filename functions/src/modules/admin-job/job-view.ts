import type { JobView } from '@oj/shared';
import type { Job } from '../../data/jobs/job-item';
import { jobResultUrl } from '../../data/jobs/job-result-url';

/** A job as its owner polls it: a large result as a fresh presigned URL, never the worker's details. */
export async function jobView(job: Job): Promise<JobView> {
  const done = job.status === 'done';
  return {
    jobId: job.jobId,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    result: done && job.resultKey === null ? job.result : null,
    resultUrl: done && job.resultKey !== null ? await jobResultUrl(job.resultKey, job.jobId) : null,
    error: job.status === 'failed' ? job.error : null,
    username: job.username,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}
