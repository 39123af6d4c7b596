import { keyOf, type ItemKey } from '../item-key';
import { groupKey } from '../groups/group-keys';

/*
 * A group's rank lives in the group's own partition (`GROUP#gid`), so it goes with the group when it
 * is disbanded (the partition sweep):
 * - `RANK#<uid>`: a member's row, the settled verdicts of their submissions made in the group;
 * - `RANKSNAPSHOT`: the head of the group's rank snapshot (the object it names, when and from what it
 *   was built, the lease of its next build) and `changes`, bumped by every write of a row.
 * The snapshots themselves are objects `group-rank/<gid>/<built at>-<uuid>.json` in the private
 * test-data bucket, written once each.
 */
export const groupRankRowPrefix = 'RANK#';

export function groupRankRowKey(gid: number, uid: string): ItemKey {
  return { pk: groupKey(gid).pk, sk: keyOf('RANK', uid) };
}

export function groupRankHeadKey(gid: number): ItemKey {
  return { pk: groupKey(gid).pk, sk: 'RANKSNAPSHOT' };
}

export function groupRankObjectPrefix(gid: number): string {
  return `group-rank/${gid}/`;
}
