import { keepPreviousData } from '@tanstack/react-query';
import { getContestSubmissionList } from '@oj/shared/api/contest-submission';
import { callQueryOptions } from '../../../../lib/call-query';
import { mySubmissionsPageSize } from './get-my-submissions';

/**
 * GET /api/contest-submissions?onlyMine=true&problemID=…&completeProblemID=true: the My Submission
 * panel inside a contest, the user's own submissions to this display id there. Before the start (a
 * contest admin trying the problems) the tries made before it; from the start on the contest's own,
 * after-contest ones included.
 */
export const myContestSubmissionsQueryOptions = (
  scope: { cid: number; displayId: string; beforeStart: boolean },
  currentPage: number,
) =>
  callQueryOptions(
    getContestSubmissionList,
    {
      contestID: scope.cid,
      beforeContestSubmit: scope.beforeStart ? 'true' : 'false',
      containsEnd: !scope.beforeStart,
      onlyMine: true,
      problemID: scope.displayId,
      completeProblemID: true,
      currentPage,
      limit: mySubmissionsPageSize,
    },
    { placeholderData: keepPreviousData },
  );
