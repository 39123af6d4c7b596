import { createContext, useContext } from 'react';

/** What a link from a submission needs: its id and the problem's id as the row shows it. */
export interface LinkedSubmission {
  submitId: number;
  /** The problem's display id: `P1000` on the site, the contest's `A` inside a contest. */
  displayPid: string;
}

/**
 * Where a submission's links go. On the public site a submission opens at `/submission-detail/…`
 * and its problem at `/problem/…`; a contest's screens hand in their own routes, so the same lists
 * and detail stay inside the contest.
 */
export interface SubmissionLinks {
  detail: (row: LinkedSubmission) => string;
  problem: (row: LinkedSubmission) => string;
}

export const publicSubmissionLinks: SubmissionLinks = {
  detail: (row) => `/submission-detail/${row.submitId}`,
  problem: (row) => `/problem/${row.displayPid}`,
};

export const SubmissionLinksContext = createContext<SubmissionLinks>(publicSubmissionLinks);

export function useSubmissionLinks(): SubmissionLinks {
  return useContext(SubmissionLinksContext);
}
