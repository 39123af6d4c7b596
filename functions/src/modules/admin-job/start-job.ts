import type { JobKind } from '@oj/shared';
import { createJob } from '../../data/jobs/job-store';
import { enqueueJudge } from '../../data/judge-queue';
import type { Job } from '../../data/jobs/job-item';
import type { RequestUser } from '../../frame/request-context';

/**
 * Ask the judges for a job: store it queued, owned by the caller, and queue `{kind: 'job', jobId}`.
 * The caller answers with the job id (the admin polls `GET /api/admin/job`), or waits on it with
 * `waitForJob` when its contract is synchronous.
 */
export async function startJob(kind: JobKind, input: unknown, user: RequestUser): Promise<Job> {
  const job = await createJob({ kind, input, uid: user.uid, username: user.username });
  await enqueueJudge({ kind: 'job', jobId: job.jobId });
  return job;
}
