import { pageAnswer, rankRules, rankTypes, type getRankList as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { searchLines, withNewerLines } from './ranked-lists';
import { currentRankSnapshot } from './rank-snapshot-memory';
import { newerRankLines } from './newer-rank-lines';

/**
 * GET /api/get-rank-list: a page of the ACM list (`type` 0, 50 a page by default) or of the OI list
 * (`type` 1, the top 50, 100 a page by default) of every enabled account, cut from the site's stored
 * snapshot of at most a minute ago (`updatedAt`). A search (`searchUser`: username, nickname or real
 * name) also places the accounts made since the snapshot, so it finds an account the moment it exists.
 */
export const getRankList: Route<typeof call>['handle'] = async ({ query }) => {
  const snapshot = await currentRankSnapshot();
  const searching = Boolean(query.searchUser?.trim());
  const lists = searching
    ? withNewerLines(snapshot, await newerRankLines(snapshot.builtAt, query.searchUser ?? ''))
    : snapshot;
  const isAcm = query.type === rankTypes.acm;
  const limit = query.limit || (isAcm ? rankRules.acmPageSize : rankRules.oiPageSize);
  const lines = searchLines(isAcm ? lists.acm : lists.oi, query.searchUser);
  const start = (query.currentPage - 1) * limit;
  const records = lines.slice(start, start + limit).map((line) => line.row);
  return {
    ...pageAnswer(records, lines.length, { currentPage: query.currentPage, limit }),
    updatedAt: snapshot.builtAt,
  };
};
