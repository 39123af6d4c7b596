import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { getContestSubmissionList } from '@oj/shared/api/contest-submission';
import { callQueryOptions } from '../../../lib/call-query';

/** The list's filters, as the submission list sends them. */
export type ContestSubmissionFilters = Pick<
  z.input<typeof getContestSubmissionList.query>,
  'onlyMine' | 'status' | 'problemID' | 'username'
> & { currentPage: number; limit: number };

/** Which part of the contest's submissions the tab lists. */
export interface ContestSubmissionWindow {
  cid: number;
  /** Before the start: the admins' tries made before it (only they see them). */
  beforeStart: boolean;
  /** With those made after the end (`allowEndSubmit`). */
  containsEnd: boolean;
}

/**
 * GET /api/contest-submissions: one page of the contest's submissions, newest first. `problemID` is
 * a display id of the contest, matched whole, as the problem filter names one problem.
 */
export const contestSubmissionPageQueryOptions = (
  window: ContestSubmissionWindow,
  filters: ContestSubmissionFilters,
) =>
  callQueryOptions(
    getContestSubmissionList,
    {
      ...filters,
      contestID: window.cid,
      beforeContestSubmit: window.beforeStart ? 'true' : 'false',
      containsEnd: window.containsEnd,
      completeProblemID: filters.problemID ? true : undefined,
    },
    { placeholderData: keepPreviousData },
  );
