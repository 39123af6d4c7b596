import { readHeadAndRow } from '../read-head-and-row';
import { groupKey, groupMemberKey } from './group-keys';

/** What the group rules need of a group and of the viewer's membership. */
export interface GroupHead {
  gid: number;
  /** The owner's uid. */
  ownerUid: string;
  /** The viewer's member auth (1 applying … 5 root); undefined for a visitor or a non-member. */
  viewerAuth: 1 | 2 | 3 | 4 | 5 | undefined;
}

function memberAuthOf(value: unknown): GroupHead['viewerAuth'] {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5 ? value : undefined;
}

/**
 * A group and `uid`'s member auth in it: the group item and the viewer's member row
 * (`readHeadAndRow`). Undefined when there is no such group.
 */
export async function readGroup(gid: number, uid: string | undefined): Promise<GroupHead | undefined> {
  const { head, row } = await readHeadAndRow(
    { key: groupKey(gid), attributes: ['ownerUid'] },
    uid === undefined ? undefined : { key: groupMemberKey(gid, uid), attributes: ['auth'] },
  );
  if (!head) return undefined;
  return { gid, ownerUid: String(head.ownerUid), viewerAuth: memberAuthOf(row?.auth) };
}
