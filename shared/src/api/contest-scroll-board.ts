import * as z from 'zod';
import { defineCall } from './define-call';
import { booleanParam, noBody } from './params';
import { contestantIdentityFields } from './contest-rank';

/*
 * The scroll board (spec part 2, §2 "Scroll board config tab"): the resolver that replays an ACM
 * contest's frozen hour, problem by problem, from every submission of the contest. Its two calls
 * answer dates as `yyyy/MM/dd HH:mm:ss` in GMT+8, unlike the rest of the contract (contract §1).
 */

const cid = z.coerce.number().int().positive();

/** `yyyy/MM/dd HH:mm:ss`, as the scroll board's dates are written. */
export const scrollBoardDatePattern = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;
const scrollBoardDate = z.string().regex(scrollBoardDatePattern);

/** The contract's `ContestScrollBoardInfoVO`. */
export const contestScrollBoardInfoSchema = z.object({
  id: z.number().int(),
  rankShowName: z.string(),
  /** The number of the contest's problems. */
  problemCount: z.number().int(),
  /** Each problem's balloon colour by its display id (null: none was chosen). */
  balloonColor: z.record(z.string(), z.string().nullable()),
  startTime: scrollBoardDate,
  /** The seal time; null when the contest is never sealed. */
  sealRankTime: scrollBoardDate.nullable(),
  /** The usernames of the contest's star (unofficial) accounts. */
  starUserList: z.array(z.string()),
});
export type ContestScrollBoardInfo = z.infer<typeof contestScrollBoardInfoSchema>;

/** The contract's `ContestScrollBoardSubmissionVO`: one submission with who made it. */
export const contestScrollBoardSubmissionSchema = z.object({
  ...contestantIdentityFields,
  submitId: z.number().int(),
  /** Judge status code (`judgeStatus`); a submission still being judged is pending (5). */
  status: z.number().int(),
  submitTime: scrollBoardDate,
  /** The problem's display id in the contest (`A`). */
  displayId: z.string(),
});
export type ContestScrollBoardSubmission = z.infer<typeof contestScrollBoardSubmissionSchema>;

/** The contest as the resolver introduces it. */
export const getContestScrollBoardInfo = defineCall({
  module: 'contest-scroll-board',
  method: 'GET',
  path: '/api/get-contest-scroll-board-info',
  query: z.object({ cid }),
  body: noBody,
  response: contestScrollBoardInfoSchema,
});

/** Every submission the board counts, oldest first; `removeStar` leaves the star accounts' out. */
export const getContestScrollBoardSubmission = defineCall({
  module: 'contest-scroll-board',
  method: 'GET',
  path: '/api/get-contest-scroll-board-submission',
  query: z.object({ cid, removeStar: booleanParam.optional().transform((value) => value ?? false) }),
  body: noBody,
  response: z.array(contestScrollBoardSubmissionSchema),
});

export const contestScrollBoardCalls = [getContestScrollBoardInfo, getContestScrollBoardSubmission] as const;
