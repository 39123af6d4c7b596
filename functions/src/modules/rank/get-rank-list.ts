import { pageAnswer, rankRules, rankTypes, type getRankList as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { searchLines } from './ranked-lists';
import { currentRankSnapshot } from './rank-snapshot-memory';

/**
 * GET /api/get-rank-list: a page of the ACM list (`type` 0, 50 a page by default) or of the OI list
 * (`type` 1, the top 50, 100 a page by default), optionally of the lines whose username, nickname or
 * real name holds `searchUser`, cut from the site's stored snapshot of at most a minute ago (`updatedAt`).
 */
export const getRankList: Route<typeof call>['handle'] = async ({ query }) => {
  const snapshot = await currentRankSnapshot();
  const isAcm = query.type === rankTypes.acm;
  const limit = query.limit || (isAcm ? rankRules.acmPageSize : rankRules.oiPageSize);
  const lines = searchLines(isAcm ? snapshot.acm : snapshot.oi, query.searchUser);
  const start = (query.currentPage - 1) * limit;
  const records = lines.slice(start, start + limit).map((line) => line.row);
  return {
    ...pageAnswer(records, lines.length, { currentPage: query.currentPage, limit }),
    updatedAt: snapshot.builtAt,
  };
};
