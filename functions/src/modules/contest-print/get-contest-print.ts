import { pageAnswer, type getContestPrint as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listContestPrints } from '../../data/contest-prints/list-contest-prints';
import { readRealnames } from '../../data/users/read-realnames';
import { contestAsAdmin } from '../contest-ac-info/contest-as-admin';
import { contestPrintView } from './contest-print-view';

/**
 * GET /api/get-contest-print?cid=: the contest's print queue for its admins, newest first, 15 a page,
 * each with its author's real name as the account has it now (a contestant may fill it in after
 * printing; the name kept with the print is the fallback).
 */
export const getContestPrint: Handler<typeof call, 'user'> = async ({ query }, context) => {
  await contestAsAdmin(query.cid, context.user);
  const prints = await listContestPrints(query.cid);
  const start = (query.currentPage - 1) * query.limit;
  const page = prints.slice(start, start + query.limit);
  const realnames = await readRealnames(page.map((print) => print.uid));
  return pageAnswer(
    page.map((print) => contestPrintView({ ...print, realname: realnames.get(print.uid) ?? print.realname })),
    prints.length,
    query,
  );
};
