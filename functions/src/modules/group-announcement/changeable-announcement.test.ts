import { describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { GroupRole } from '../../policy/group';
import type { StoredAnnouncement } from '../../data/announcements/announcement-item';
import { enforceAnnouncementChange } from './changeable-announcement';

const gid = 7;
const user = (uid: string) => ({ uid, roleCode: roleCodes.defaultUser });
const superAdmin = { uid: 's1', roleCode: roleCodes.superAdmin };

/** An announcement of the group, published by `uid`. */
const announcement = (fields: Partial<StoredAnnouncement> = {}): StoredAnnouncement => ({
  id: 11,
  title: 'Homework',
  content: 'Due Friday',
  username: 'teacher',
  uid: 'author',
  status: 0,
  gid,
  gmtCreate: '2026-09-01T00:00:00.000Z',
  gmtModified: '2026-09-01T00:00:00.000Z',
  ...fields,
});

/** The error a change is refused with, or `allowed`. */
function outcome(
  found: StoredAnnouncement | undefined,
  viewer: { uid: string; roleCode: number },
  role: GroupRole,
): string {
  try {
    enforceAnnouncementChange(found, 11, gid, viewer as never, role);
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return error.errorName;
    throw error;
  }
}

describe('changing a group announcement', () => {
  it.each([
    ['the group admin who published it', 'author', 'admin', 'allowed'],
    ['another group admin', 'someone', 'admin', 'groupItemNotYours'],
    ['a root of the group', 'someone', 'root', 'allowed'],
    ['the owner', 'someone', 'owner', 'allowed'],
    ['a member who published it and is no admin any more', 'author', 'member', 'groupAdminsOnly'],
    ['a member', 'someone', 'member', 'groupAdminsOnly'],
    ['an applicant', 'someone', 'applicant', 'groupAdminsOnly'],
    ['an outsider', 'someone', 'outsider', 'groupAdminsOnly'],
  ] as const)('is decided for %s', (_who, uid, role, expected) => {
    expect(outcome(announcement(), user(uid), role)).toBe(expected);
  });

  it('is allowed to the super admin, who is no member', () => {
    expect(outcome(announcement(), superAdmin, 'outsider')).toBe('allowed');
  });

  it("answers another group's announcement, the site's and a missing one as not found, to admins only", () => {
    for (const found of [announcement({ gid: 8 }), announcement({ gid: null }), undefined]) {
      expect(outcome(found, user('someone'), 'root')).toBe('announcementNotFound');
      expect(outcome(found, user('someone'), 'member')).toBe('groupAdminsOnly');
    }
  });
});
