import { pageAnswer, type getContestList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { contestCatalogue } from './contest-catalogue';
import { contestSummaryOf } from './contest-view';
import { filterContestList } from './filter-contest-list';

/**
 * GET /api/get-contest-list: a page of the site's visible contests, filtered and ordered in memory
 * from the cached catalogue (no read at all while the copy is fresh).
 */
export const getContestList: Handler<typeof call> = async ({ query }) => {
  const now = Date.now();
  const lines = filterContestList(await contestCatalogue(now), query, now);
  const from = (query.currentPage - 1) * query.limit;
  const records = lines.slice(from, from + query.limit).map((line) => contestSummaryOf(line, now));
  return pageAnswer(records, lines.length, query);
};
