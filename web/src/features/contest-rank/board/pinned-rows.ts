/**
 * How many rows at the top of a page are the copies the server pins there (contract: the viewer's own
 * row, then each concerned contestant's, in board order, only on page 1). The page does not mark
 * them, so they are recognised from the top: each pinned uid once, stopping at the first row that is
 * not one, which is where the board itself starts (its first row may name the same contestant again).
 */
export function pinnedRowCount(
  rows: readonly { uid: string }[],
  currentPage: number,
  viewerUid: string | null,
  concernedUids: readonly string[],
): number {
  if (currentPage !== 1) return 0;
  const expected = new Set(concernedUids);
  let count = 0;
  let viewerSeen = viewerUid === null;
  for (const row of rows) {
    if (!viewerSeen && row.uid === viewerUid) {
      viewerSeen = true;
    } else if (expected.has(row.uid) && row.uid !== viewerUid) {
      expected.delete(row.uid);
      viewerSeen = true;
    } else {
      break;
    }
    count += 1;
  }
  return count;
}
