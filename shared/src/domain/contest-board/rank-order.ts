/**
 * Numbering shared by the ACM and OI boards: rows come sorted; tied rows share the rank of the first
 * of them and the next rank skips (1, 1, 3); star rows get -1 and take no number.
 */

/** The usernames of a contest's star (unofficial) accounts, as a set. */
export function starSetOf(starAccount: readonly string[]): ReadonlySet<string> {
  return new Set(starAccount.map((name) => name.trim()).filter((name) => name !== ''));
}

/** The ranks of `sorted`, in its order. */
export function numberRanks<Row>(
  sorted: readonly Row[],
  isStar: (row: Row) => boolean,
  sameStanding: (a: Row, b: Row) => boolean,
): number[] {
  let position = 0;
  let previous: { row: Row; rank: number } | null = null;
  return sorted.map((row) => {
    if (isStar(row)) return -1;
    position += 1;
    const rank: number = previous !== null && sameStanding(previous.row, row) ? previous.rank : position;
    previous = { row, rank };
    return rank;
  });
}

/**
 * The last key of every board order, so that tied rows always come in the same order whoever
 * computes the board: by username, then uid (plain code-unit order, independent of locale).
 */
export function compareByName(
  a: { username: string; uid: string },
  b: { username: string; uid: string },
): number {
  if (a.username !== b.username) return a.username < b.username ? -1 : 1;
  if (a.uid !== b.uid) return a.uid < b.uid ? -1 : 1;
  return 0;
}
