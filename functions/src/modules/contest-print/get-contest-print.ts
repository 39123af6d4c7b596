import { pageAnswer, type getContestPrint as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listContestPrints } from '../../data/contest-prints/list-contest-prints';
import { readRealnames } from '../../data/users/read-realnames';
import { contestPrintView } from './contest-print-view';

/**
 * GET /api/get-contest-print?cid=: the contest's print queue for its admins (the route's
 * `administer`), newest first, 15 a page, each with its author's real name as the account has it now
 * (a contestant may fill it in after printing; the name kept with the print is the fallback).
 */
export const getContestPrint: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  { scope },
) => {
  const prints = await listContestPrints(scope.contest.cid);
  const start = (query.currentPage - 1) * query.limit;
  const page = prints.slice(start, start + query.limit);
  const realnames = await readRealnames(page.map((print) => print.uid));
  return pageAnswer(
    page.map((print) => contestPrintView({ ...print, realname: realnames.get(print.uid) ?? print.realname })),
    prints.length,
    query,
  );
};
