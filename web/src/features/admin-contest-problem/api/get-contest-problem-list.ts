import { adminGetContestProblemList } from '@oj/shared/api/admin-contest-problem';
import { callQueryOptions } from '../../../lib/call-query';

export const contestProblemPageSize = 10;

/** GET /api/admin/contest/get-problem-list?cid=: the contest's problems with their links (`contestProblemMap`). */
export const contestProblemListQueryOptions = (cid: number, currentPage: number) =>
  callQueryOptions(
    adminGetContestProblemList,
    { cid, currentPage, limit: contestProblemPageSize },
    { placeholderData: (previous) => previous },
  );

/**
 * The same call with `problemType`: the public problems of the contest's rule type (ACM for an ACM
 * contest, OI for an OI one) that may be added, searched by keyword.
 */
export const candidateProblemListQueryOptions = (
  cid: number,
  problemType: 0 | 1,
  keyword: string,
  currentPage: number,
) =>
  callQueryOptions(
    adminGetContestProblemList,
    { cid, problemType, keyword: keyword || undefined, oj: 'ME', currentPage, limit: contestProblemPageSize },
    { placeholderData: (previous) => previous },
  );
