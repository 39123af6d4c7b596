import type { Group, GroupLine as GroupLineView } from '@oj/shared';
import type { GroupLine, StoredGroup } from '../../data/groups/group-item';

/**
 * The contract's `Group` of a stored group. The invitation code is the group's secret: only its
 * roots and the super admin (`showCode`) read it, everyone else gets null.
 */
export function groupView(group: StoredGroup, showCode: boolean): Group {
  return {
    id: group.gid,
    avatar: group.avatar,
    name: group.name,
    shortName: group.shortName,
    brief: group.brief,
    description: group.description,
    owner: group.owner,
    uid: group.ownerUid,
    auth: group.auth,
    visible: group.visible,
    status: group.status,
    code: showCode ? group.code : null,
    gmtCreate: group.gmtCreate,
    gmtModified: group.gmtModified,
  };
}

/** The contract's `GroupVO`: a catalogue line, which never holds the code. */
export function groupLineView(line: GroupLine): GroupLineView {
  return {
    id: line.gid,
    avatar: line.avatar,
    owner: line.owner,
    name: line.name,
    shortName: line.shortName,
    brief: line.brief,
    description: line.description,
    auth: line.auth,
    visible: line.visible,
    memberCount: line.memberCount,
    gmtCreate: line.gmtCreate,
  };
}
