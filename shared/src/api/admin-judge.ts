import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody } from './params';
import { manualJudgeStatuses, submissionRules, submissionRowSchema } from './submission';

const submitIdParam = z.coerce.number().int().positive();

/** Judge the submission again in a new round: pending, its old verdict taken back out of the counts. */
export const adminRejudge = defineCall({
  module: 'admin-judge',
  method: 'GET',
  path: '/api/admin/judge/rejudge',
  query: z.object({ submitId: submitIdParam }),
  body: noBody,
  response: submissionRowSchema,
});

/**
 * Set a verdict and a score by hand (spec §4); not while the submission compiles or is judged, nor on
 * a compile error. The row is marked `isManual`.
 */
export const adminManualJudge = defineCall({
  module: 'admin-judge',
  method: 'GET',
  path: '/api/admin/judge/manual-judge',
  query: z.object({
    submitId: submitIdParam,
    status: z.coerce
      .number()
      .int()
      .refine((status) => (manualJudgeStatuses as readonly number[]).includes(status), {
        message: `expected one of ${manualJudgeStatuses.join(', ')}`,
      }),
    score: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(0).max(submissionRules.manualScoreMax).optional(),
    ),
  }),
  body: noBody,
  response: submissionRowSchema,
});

/** Stop judging a submission: status -4 cancelled; a worker still judging it drops its verdict. */
export const adminCancelJudge = defineCall({
  module: 'admin-judge',
  method: 'GET',
  path: '/api/admin/judge/cancel-judge',
  query: z.object({ submitId: submitIdParam }),
  body: noBody,
  response: submissionRowSchema,
});

/** Super admin calls on judging: rejudge, manual judge, cancel. */
export const adminJudgeCalls = [adminRejudge, adminManualJudge, adminCancelJudge] as const;
