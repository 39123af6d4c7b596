import type { StoredContest, downloadContestRank as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { FileDownload } from '../../frame/file-download';
import type { ScopedHandler } from '../../scope/route';
import { isContestAdmin } from '../../policy/contest';
import { isSuperAdmin } from '../../policy/viewer';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { rebuildBoardRows } from '../../data/contest-boards/rebuild-board-rows';
import { readSnapshotLines } from '../../data/kit/snapshot/snapshot-lines';
import { boardViewFor, type BoardView, freshSnapshot } from '../contest-rank';
import type { RankedRow } from '../contest-rank';
import { contestRankSheet } from './contest-rank-sheet';
import { xlsxOf } from './xlsx-sheet';

/** Every row of a view of the board, in its order; a snapshot replaced meanwhile is read again once. */
async function wholeBoard(contest: StoredContest, view: BoardView, rebuild: boolean): Promise<RankedRow[]> {
  const read = async (again: boolean) => {
    const meta = await freshSnapshot(contest, view, Date.now(), rebuild && !again);
    return (await readSnapshotLines(meta.key)).map((line) => JSON.parse(line) as RankedRow);
  };
  try {
    return await read(false);
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name !== 'NoSuchKey' && name !== 'NotFound') throw error;
    return read(true);
  }
}

/**
 * GET /api/file/download-contest-rank?cid&forceRefresh&removeStar&containEnd: the contest's whole board
 * as a spreadsheet, for its admins. The contest is entered exactly as the board call enters it
 * (the route's `enter`: a hidden or unknown contest is not found, a private one needs its
 * password); then only its admins download (`contestAdminsOnly`, 403), as on the original server. They
 * get the real board, never the frozen one, with the submissions after the end when `containEnd`;
 * `forceRefresh` rebuilds it first as the board call does.
 */
export const downloadContestRank: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  context,
) => {
  const { user: viewer, scope } = context;
  const contest = scope.stored;
  if (!isContestAdmin(viewer, scope.contest, scope))
    throw new AppError('contestAdminsOnly', { cid: contest.cid });
  const view = boardViewFor(
    contest,
    { containsEnd: query.containEnd, removeStar: query.removeStar },
    new Date().toISOString(),
    true,
  );
  if (query.forceRefresh && isSuperAdmin(viewer)) await rebuildBoardRows(contest.cid, contest.endTime);
  const [rows, problems] = await Promise.all([
    wholeBoard(contest, view, query.forceRefresh),
    listContestProblems(contest.cid),
  ]);
  const sheet = contestRankSheet(
    contest,
    problems.map((problem) => problem.displayId),
    rows,
  );
  context.log.info('contest rank downloaded', { cid: contest.cid, by: viewer.uid, rows: rows.length });
  return new FileDownload(
    await xlsxOf('rank', sheet),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    `contest_${contest.cid}_rank.xlsx`,
  );
};
