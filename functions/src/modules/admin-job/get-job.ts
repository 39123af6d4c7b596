import type { adminGetJob } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { jobReadableBy } from '../../policy/job-access';
import { pollJob } from './poll-job';
import { jobView } from './job-view';

/**
 * GET /api/admin/job?jobId=: a job's status, progress and result (or a presigned URL of a large
 * one), for the admin who asked for it and the super admin. An unknown or expired id is not found.
 */
export const getJob: Handler<typeof adminGetJob, 'admin'> = async ({ query }, context) => {
  const job = await pollJob(query.jobId);
  if (!job) throw new AppError('jobNotFound', { jobId: query.jobId });
  enforce(jobReadableBy(context.user, job));
  return jobView(job);
};
