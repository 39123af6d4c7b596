import type { StoredContest } from '@oj/shared';
import {
  readBoardViewState,
  takeBoardLease,
  type BoardSnapshotMeta,
} from '../../data/contest-boards/board-view-item';
import { servedSnapshot } from '../../data/kit/snapshot/lazy-snapshot';
import { boardViewName, type BoardView } from './board-view';
import { buildBoardSnapshot } from './build-board-snapshot';

/**
 * A snapshot younger than this is served even when rows changed since: rebuilds stay one every two
 * seconds a view, which keeps a verdict on the board within the 5 s the board promises (two seconds,
 * plus a rebuild) at half the cost of one a second.
 */
export const snapshotMinAgeMs = 2_000;

/**
 * The snapshot to serve for a view, built lazily: a snapshot behind the board's revision, not settled
 * (`buildBoardSnapshot`) or built with older contest settings, and older than `snapshotMinAgeMs`, is
 * rebuilt by the one reader that takes the view's lease, while the others serve the one there is;
 * with no snapshot yet, the reader builds one. `rebuild` builds now, from strongly consistent rows,
 * whatever the state (a forced refresh).
 */
export async function freshSnapshot(
  contest: StoredContest,
  view: BoardView,
  now: number,
  rebuild = false,
): Promise<BoardSnapshotMeta> {
  const name = boardViewName(view);
  const { rowsRevision, snapshot } = await readBoardViewState(contest.cid, name);
  if (rebuild) return buildBoardSnapshot(contest, view, snapshot, true);
  return servedSnapshot({
    head: snapshot,
    due: (stored) =>
      (stored.revision < rowsRevision || !stored.settled || stored.contestStamp !== contest.gmtModified) &&
      now - stored.builtAt >= snapshotMinAgeMs,
    takeLease: () => takeBoardLease(contest.cid, name, now),
    build: (replaced) => buildBoardSnapshot(contest, view, replaced),
    serve: (stored) => Promise.resolve(stored),
  });
}
