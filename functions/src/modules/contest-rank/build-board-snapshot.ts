import type { StoredContest } from '@oj/shared';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { readBoardRows } from '../../data/contest-boards/read-board-rows';
import {
  readBoardHead,
  saveBoardSnapshot,
  type BoardSnapshotMeta,
} from '../../data/contest-boards/board-view-item';
import { putSnapshotObjects } from '../../data/contest-boards/board-snapshot-objects';
import { deleteSnapshotObjects } from '../../data/kit/snapshot/snapshot-objects';
import { boardViewName, type BoardView } from './board-view';
import { rankedBoardOf } from './ranked-board';

/**
 * Rows unchanged this long are read eventually consistently with confidence: DynamoDB's replicas agree
 * well within it. A snapshot read from rows changed more recently is served, but rebuilt again later.
 */
export const rowsSettleMs = 2_000;

/**
 * Build one view's snapshot from every row of the board and store it: the head is read first, so
 * the snapshot holds at least every change up to its revision. The rows are read eventually
 * consistently (half the units of the board's most expensive read), except when `consistent` (a
 * forced refresh); such a snapshot is `settled` only if the rows had not changed for `rowsSettleMs`,
 * and otherwise is rebuilt once more after they settle (`freshSnapshot`), so a row a replica had not
 * caught up with is never missed for good. The objects it replaces are removed (a reader still
 * holding their key reads the view again, `readBoardPage`). Answers its meta.
 */
export async function buildBoardSnapshot(
  contest: StoredContest,
  view: BoardView,
  replaced: BoardSnapshotMeta | null,
  consistent = false,
): Promise<BoardSnapshotMeta> {
  const head = await readBoardHead(contest.cid);
  const revision = head.rowsRevision;
  const settled = consistent || Date.now() - head.changedAt >= rowsSettleMs;
  const [rows, problems] = await Promise.all([
    readBoardRows(contest.cid, consistent),
    listContestProblems(contest.cid),
  ]);
  const ranked = rankedBoardOf(
    contest,
    problems.map((problem) => problem.displayId),
    rows,
    view,
  );
  const name = boardViewName(view);
  const objects = await putSnapshotObjects(
    contest.cid,
    name,
    revision,
    ranked.map((row) => ({ uid: row.uid, line: JSON.stringify(row) })),
  );
  const meta: BoardSnapshotMeta = {
    ...objects,
    revision,
    contestStamp: contest.gmtModified,
    builtAt: Date.now(),
    settled,
  };
  const saved = await saveBoardSnapshot(contest.cid, name, meta);
  if (!saved) {
    await deleteSnapshotObjects([objects.key, objects.positionsKey]);
    return meta;
  }
  if (replaced && replaced.key !== meta.key)
    await deleteSnapshotObjects([replaced.key, replaced.positionsKey]);
  return meta;
}
