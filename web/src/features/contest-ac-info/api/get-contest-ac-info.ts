import { contestAcInfoRules, getContestAcInfo } from '@oj/shared/api/contest-ac-info';
import { callQueryOptions } from '../../../lib/call-query';

/** Spec §4 and §9: the AC helper's list is read again every 10 seconds. */
export const acInfoRefreshMs = 10_000;

/**
 * GET /api/get-contest-ac-info (contest admins): one page of the balloons, newest solve first, 20 a
 * page, read again every 10 s while on screen; a failed read stops the refresh (spec §8).
 */
export const contestAcInfoQueryOptions = (cid: number, currentPage: number) =>
  callQueryOptions(
    getContestAcInfo,
    { cid, currentPage, limit: contestAcInfoRules.pageSize },
    {
      refetchInterval: (query) => (query.state.error ? false : acInfoRefreshMs),
      placeholderData: (previous) => previous,
    },
  );
