import * as z from 'zod';
import { defineCall } from './define-call';
import { booleanParam, noBody, pageSchema } from './params';
import { getSubmissionList, submissionRowSchema } from './submission';

/* A contest's submissions as its contestants and admins see them (spec part 2 §2 "ContestSubmissionList", §7). */

const listFilters = getSubmissionList.query.shape;

export const getContestSubmissionList = defineCall({
  module: 'contest-submission',
  method: 'GET',
  path: '/api/contest-submissions',
  query: z.object({
    limit: listFilters.limit,
    currentPage: listFilters.currentPage,
    onlyMine: listFilters.onlyMine,
    /** The problem's display id in the contest (`A`): whole with `completeProblemID=true`, else containing. */
    problemID: listFilters.problemID,
    completeProblemID: listFilters.completeProblemID,
    status: listFilters.status,
    username: listFilters.username,
    contestID: z.coerce.number().int().positive(),
    /**
     * `true`: the submissions made before the start (the contest's admins trying their problems);
     * `false`: those made from the start on.
     */
    beforeContestSubmit: booleanParam,
    /** With those made after the end (`allowEndSubmit`); without them by default. */
    containsEnd: listFilters.containsEnd,
  }),
  body: noBody,
  /** Newest first, without code; a result the viewer may not see has status -5 and no score. */
  response: pageSchema(submissionRowSchema),
});

/** A contest's submission list. */
export const contestSubmissionCalls = [getContestSubmissionList] as const;
