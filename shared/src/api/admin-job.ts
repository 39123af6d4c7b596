import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody } from './params';

/**
 * The kinds of admin work that outlast a request, each done by a judge worker's runner of that kind
 * (`judge-fargate/src/jobs/job-runners.ts`). A new kind is added here and there.
 */
export const jobKinds = ['checker-compile', 'rejudge-problem', 'group-disband'] as const;
export type JobKind = (typeof jobKinds)[number];

/** A job's life: queued when asked for, running while a worker holds it, then done or failed. */
export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** How far a running job has come, in the runner's own units (cases, problems, submissions…). */
export const jobProgressSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** A job id: 32 hex digits, random, so nobody finds another's job by counting. */
export const jobIdPattern = /^[0-9a-f]{32}$/;

/** A job as its owner polls it. */
export const jobSchema = z.object({
  jobId: z.string(),
  kind: z.enum(jobKinds),
  status: z.enum(jobStatuses),
  progress: jobProgressSchema.nullable(),
  /** The result of a done job when it is small; null while it runs, when it failed, or when large. */
  result: z.unknown(),
  /** A large result's download: a presigned URL valid for a few minutes, asked for again by polling. */
  resultUrl: z.string().nullable(),
  /** Why a failed job failed, naming the cause. */
  error: z.string().nullable(),
  /** Who asked for it. */
  username: z.string(),
  /** ISO times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobView = z.infer<typeof jobSchema>;

/** Poll a job: its owner or the super admin. */
export const adminGetJob = defineCall({
  module: 'admin-job',
  method: 'GET',
  path: '/api/admin/job',
  query: z.object({
    jobId: z.string().trim().regex(jobIdPattern),
  }),
  body: noBody,
  response: jobSchema,
});

/** The calls of long admin work. */
export const adminJobCalls = [adminGetJob] as const;
