import { pageAnswer, type getContestAcInfo as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listContestAcRecords } from '../../data/contest-ac-records/list-contest-ac-records';
import { readRealnames } from '../../data/users/read-realnames';
import { compareSubmitOrder } from '../../data/contest-ac-records/first-accepted';
import { contestRecordView } from './contest-record-view';
import { firstBloodSubmitIds } from './first-bloods';

/**
 * GET /api/get-contest-ac-info?cid=: the contest's AC records for its admins (the route's
 * `administer`), newest solve first
 * (twenty a page), each marked first blood or not, with the contestant's real name as the account has
 * it now (the one kept with the record is the fallback).
 */
export const getContestAcInfo: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  { scope },
) => {
  const contest = scope.stored;
  const records = await listContestAcRecords(contest.cid);
  const firstBloods = firstBloodSubmitIds(records, contest.starAccount);
  const newestFirst = [...records].sort((a, b) => compareSubmitOrder(b, a));
  const start = (query.currentPage - 1) * query.limit;
  const page = newestFirst.slice(start, start + query.limit);
  const realnames = await readRealnames(page.map((record) => record.uid));
  return pageAnswer(
    page.map((record) =>
      contestRecordView(
        { ...record, realname: realnames.get(record.uid) ?? record.realname },
        firstBloods.has(record.submitId),
      ),
    ),
    records.length,
    query,
  );
};
