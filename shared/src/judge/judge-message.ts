import * as z from 'zod';
import { jobIdPattern } from '../api/admin-job';

/**
 * What the judge queue carries: a reference, never the code. `round` is the submission's judge round
 * when the message was sent; a rejudge starts a new round, so a late copy of an older message is
 * recognised and dropped.
 */
export const judgeMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('submission'),
    submitId: z.number().int().positive(),
    round: z.number().int().min(1),
    /** The problem, so the worker can read its judge settings while it claims the submission. */
    pid: z.number().int().positive().optional(),
  }),
  z.object({ kind: z.literal('testRun'), key: z.string().min(1).max(100) }),
  /** Run a job: admin work that outlasts a request (`data/jobs/`); the item says what to do. */
  z.object({ kind: z.literal('job'), jobId: z.string().regex(jobIdPattern) }),
]);

export type JudgeMessage = z.infer<typeof judgeMessageSchema>;
