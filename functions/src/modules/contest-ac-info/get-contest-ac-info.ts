import { pageAnswer, type getContestAcInfo as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listContestAcRecords } from '../../data/contest-ac-records/list-contest-ac-records';
import { compareSubmitOrder } from '../../data/contest-ac-records/first-accepted';
import { contestAsAdmin } from './contest-as-admin';
import { contestRecordView } from './contest-record-view';
import { firstBloodSubmitIds } from './first-bloods';

/**
 * GET /api/get-contest-ac-info?cid=: the contest's AC records for its admins, newest solve first
 * (twenty a page), each marked first blood or not.
 */
export const getContestAcInfo: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const contest = await contestAsAdmin(query.cid, context.user);
  const records = await listContestAcRecords(query.cid);
  const firstBloods = firstBloodSubmitIds(records, contest.starAccount);
  const newestFirst = [...records].sort((a, b) => compareSubmitOrder(b, a));
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(
    newestFirst
      .slice(start, start + query.limit)
      .map((record) => contestRecordView(record, firstBloods.has(record.submitId))),
    records.length,
    query,
  );
};
