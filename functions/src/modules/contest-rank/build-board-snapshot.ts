import type { StoredContest } from '@oj/shared';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { readBoardRows } from '../../data/contest-boards/read-board-rows';
import {
  readRowsRevision,
  saveBoardSnapshot,
  type BoardSnapshotMeta,
} from '../../data/contest-boards/board-view-item';
import { deleteSnapshotObjects, putSnapshotObjects } from '../../data/contest-boards/board-snapshot-objects';
import { boardViewName, type BoardView } from './board-view';
import { rankedBoardOf } from './ranked-board';

/**
 * Build one view's snapshot from every row of the board and store it: the revision is read first,
 * so the snapshot holds at least every change up to it. The objects it replaces are removed (a
 * reader still holding their key reads the view again, `readBoardPage`). Answers its meta.
 */
export async function buildBoardSnapshot(
  contest: StoredContest,
  view: BoardView,
  replaced: BoardSnapshotMeta | null,
): Promise<BoardSnapshotMeta> {
  const revision = await readRowsRevision(contest.cid);
  const [rows, problems] = await Promise.all([readBoardRows(contest.cid), listContestProblems(contest.cid)]);
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
