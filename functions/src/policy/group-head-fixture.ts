import type { MemberAuth } from '@oj/shared';
import type { StoredGroup } from '../data/groups/group-item';
import type { GroupHead } from '../data/groups/read-group';

/** A stored group for the policy and view tests, every field set to a value no other field has. */
export function storedGroup(fields: Partial<StoredGroup> = {}): StoredGroup {
  return {
    gid: 7,
    avatar: '',
    name: 'Class One',
    shortName: 'CLS01',
    brief: 'The first class',
    description: 'Homework and tests of the first class.',
    owner: 'teacher',
    ownerUid: 'o1',
    auth: 2,
    code: 'ABC123',
    visible: true,
    status: 0,
    gmtCreate: '2026-09-01T00:00:00.000Z',
    gmtModified: '2026-09-02T00:00:00.000Z',
    ...fields,
  };
}

/** The head the scope opens for `group`, with the viewer's member auth (none: not a member). */
export function groupHeadOf(group: StoredGroup, viewerAuth?: MemberAuth, viewerUid = 'u1'): GroupHead {
  const member =
    viewerAuth === undefined
      ? undefined
      : {
          id: 1,
          gid: group.gid,
          uid: viewerUid,
          username: viewerUid,
          auth: viewerAuth,
          reason: '',
          gmtCreate: group.gmtCreate,
          gmtModified: group.gmtModified,
        };
  return {
    gid: group.gid,
    ownerUid: group.ownerUid,
    visible: group.visible,
    viewerAuth,
    stored: group,
    member,
  };
}
