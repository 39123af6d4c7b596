import * as z from 'zod';
import { defineCall } from './define-call';
import { booleanParam, noBody } from './params';
import { getProblemDetail } from './problem';
import { contestProblemSchema } from './admin-contest-problem';

/* A contest's problems as its contestants see them (spec part 2 §2 "Contest problem list", §7). */

const cid = z.coerce.number().int().positive();
/** Whether the counts take in submissions made after the end (`allowEndSubmit`). */
const containsEnd = booleanParam.optional().transform((value) => value ?? false);

/** The contract's `ContestProblemVO`: `ac` and `total` are null while real-time results are hidden. */
export const contestProblemRowSchema = contestProblemSchema
  .omit({ gmtCreate: true, gmtModified: true })
  .extend({ ac: z.number().nullable(), total: z.number().nullable() });
export type ContestProblemRow = z.infer<typeof contestProblemRowSchema>;

export const getContestProblemList = defineCall({
  module: 'contest-problem',
  method: 'GET',
  path: '/api/get-contest-problem',
  query: z.object({ cid, containsEnd }),
  body: noBody,
  response: z.array(contestProblemRowSchema),
});

/** A problem's page inside a contest, by its display id there: the problem page's answer. */
export const getContestProblemDetails = defineCall({
  module: 'contest-problem',
  method: 'GET',
  path: '/api/get-contest-problem-details',
  query: z.object({ cid, displayId: z.string().trim().min(1).max(64), containsEnd }),
  body: noBody,
  response: getProblemDetail.response,
});

/** A contest's problems for its contestants. */
export const contestProblemCalls = [getContestProblemList, getContestProblemDetails] as const;
