import type { BoardPageRequest, ContestRankRequest, StoredContest } from '@oj/shared';

/** The paging part of a `ContestRankDTO`, for a viewer (`null`: a visitor). */
export function boardPageRequestOf(
  body: ContestRankRequest,
  contest: Pick<StoredContest, 'rankShowName'>,
  viewerUid: string | null,
): BoardPageRequest {
  return {
    currentPage: body.currentPage,
    limit: body.limit,
    keyword: body.keyword,
    viewerUid,
    concernedList: body.concernedList,
    rankShowName: contest.rankShowName,
  };
}
