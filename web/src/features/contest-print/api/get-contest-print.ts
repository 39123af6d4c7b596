import { contestPrintRules, getContestPrint } from '@oj/shared/api/contest-print';
import { callQueryOptions } from '../../../lib/call-query';

/** Spec §4 and §9: the admin print list is read again every 10 seconds. */
export const adminPrintRefreshMs = 10_000;

/**
 * GET /api/get-contest-print (contest admins): one page of the queue, newest first, read again every
 * 10 s while on screen; a failed read stops the refresh (spec §8) until the page is opened again.
 */
export const contestPrintQueryOptions = (cid: number, currentPage: number) =>
  callQueryOptions(
    getContestPrint,
    { cid, currentPage, limit: contestPrintRules.pageSize },
    {
      refetchInterval: (query) => (query.state.error ? false : adminPrintRefreshMs),
      placeholderData: (previous) => previous,
    },
  );
