import { readHeadAndRow } from '../read-head-and-row';
import { groupKey, groupMemberKey } from './group-keys';
import { groupFromItem, type StoredGroup } from './group-item';
import { memberFromItem, type StoredMember } from './member-item';

/** What the group rules need of a group and of the viewer's membership, with both items whole. */
export interface GroupHead {
  gid: number;
  /** The owner's uid. */
  ownerUid: string;
  /** Shown in the list; a hidden group exists only for its own people (`groupSight`). */
  visible: boolean;
  /** The viewer's member auth (1 applying … 5 root); undefined for a visitor or a non-member. */
  viewerAuth: 1 | 2 | 3 | 4 | 5 | undefined;
  /** The group as stored: a handler reads its fields (its code, its short name) without a second read. */
  stored: StoredGroup;
  /** The viewer's member row, if any. */
  member: StoredMember | undefined;
}

/**
 * A group and `uid`'s member row in it, both whole (`readHeadAndRow`: two GetItems of a few hundred
 * bytes, 0.5 RCU each, 1 when `consistent`). Undefined when there is no such group.
 */
export async function readGroup(
  gid: number,
  uid: string | undefined,
  consistent = false,
): Promise<GroupHead | undefined> {
  const { head, row } = await readHeadAndRow(
    { key: groupKey(gid), attributes: 'all', consistent },
    uid === undefined ? undefined : { key: groupMemberKey(gid, uid), attributes: 'all', consistent },
  );
  if (!head) return undefined;
  const stored = groupFromItem(head);
  const member = row ? memberFromItem(row) : undefined;
  return {
    gid,
    ownerUid: stored.ownerUid,
    visible: stored.visible,
    viewerAuth: member?.auth,
    stored,
    member,
  };
}
