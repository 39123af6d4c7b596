import { pageAnswer, type getContestPrint as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listContestPrints } from '../../data/contest-prints/list-contest-prints';
import { contestAsAdmin } from '../contest-ac-info/contest-as-admin';
import { contestPrintView } from './contest-print-view';

/** GET /api/get-contest-print?cid=: the contest's print queue for its admins, newest first, 15 a page. */
export const getContestPrint: Handler<typeof call, 'user'> = async ({ query }, context) => {
  await contestAsAdmin(query.cid, context.user);
  const prints = await listContestPrints(query.cid);
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(prints.slice(start, start + query.limit).map(contestPrintView), prints.length, query);
};
