import { keepPreviousData } from '@tanstack/react-query';
import { getSubmissionList } from '@oj/shared/api/submission';
import { callQueryOptions } from '../../../../lib/call-query';

/** The My Submission panel shows 10 a page (spec §9). */
export const mySubmissionsPageSize = 10;

/**
 * GET /api/get-submission-list?onlyMine=true&problemID=…&completeProblemID=true: the user's own
 * submissions of this problem only (without the flag the id is a partial match, so P100 would also
 * list P1000's submissions).
 */
export const mySubmissionsQueryOptions = (problemID: string, currentPage: number) =>
  callQueryOptions(
    getSubmissionList,
    { onlyMine: true, problemID, completeProblemID: true, currentPage, limit: mySubmissionsPageSize },
    { placeholderData: keepPreviousData },
  );
