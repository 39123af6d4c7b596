import { adminGetJob, type JobView } from '@oj/shared/api/admin-job';
import { callApi } from './api-client';
import { pollUntil } from './poll-until';

/** A job is read every second while it waits or runs; an hour of reads at most. */
export const jobPollIntervalMs = 1_000;
const jobPollMaxReads = 3_600;

export const isJobRunning = (job: JobView) => job.status === 'queued' || job.status === 'running';

/**
 * GET /api/admin/job until the job is done or failed, each answer handed to `onValue`. A failed read
 * ends the poll (the API client has said why).
 */
export function followJob(jobId: string, onValue: (job: JobView) => void, signal: AbortSignal) {
  return pollUntil({
    read: () => callApi(adminGetJob, { query: { jobId } }),
    keepGoing: isJobRunning,
    intervalMs: jobPollIntervalMs,
    onValue,
    signal,
    maxReads: jobPollMaxReads,
  });
}
