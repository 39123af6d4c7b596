import { describe, expect, it } from 'vitest';
import {
  announcementCountKey,
  announcementCountKeyOf,
  announcementPartitionOf,
  announcementPositionKey,
  announcementToItem,
  boardOfItem,
  hiddenAnnouncementKey,
  storedAnnouncementFromItem,
} from './announcement-item';

const fields = {
  id: 42,
  title: 'Exam',
  content: 'Room 3',
  username: 'teacher',
  uid: 'u1',
  gmtCreate: '2026-09-01T00:00:00.000Z',
  gmtModified: '2026-09-01T00:00:00.000Z',
};

describe("the announcement boards' keys", () => {
  it("keep the site's board where it always was", () => {
    expect(announcementPartitionOf(null)).toBe('ANNOUNCEMENTS');
    expect(announcementCountKey).toEqual({ pk: 'ANNOUNCEMENTS', sk: 'COUNT' });
    expect(announcementPositionKey(3)).toEqual({ pk: 'ANNOUNCEMENTS', sk: 'POS#0000000003' });
    expect(hiddenAnnouncementKey(42)).toEqual({ pk: 'ANNOUNCEMENTS', sk: 'HIDDEN#0000000042' });
  });

  it("give each group a board of its own, apart from the site's and the group's own partition", () => {
    expect(announcementPartitionOf(7)).toBe('GROUPANNOUNCEMENTS#7');
    expect(announcementPartitionOf(7)).not.toBe(announcementPartitionOf(70));
    expect(announcementCountKeyOf(7)).toEqual({ pk: 'GROUPANNOUNCEMENTS#7', sk: 'COUNT' });
    expect(announcementPositionKey(3, 7).pk).toBe('GROUPANNOUNCEMENTS#7');
    expect(hiddenAnnouncementKey(42, 7).pk).toBe('GROUPANNOUNCEMENTS#7');
  });

  it("store a group's announcement with its group, and the site's without one", () => {
    const ofGroup = announcementToItem({ ...fields, gid: 7 }, 1);
    expect(ofGroup).toMatchObject({ pk: 'GROUPANNOUNCEMENTS#7', gid: 7, gsi1pk: 'ANNOUNCEMENT#42' });
    expect(boardOfItem(ofGroup)).toBe(7);
    expect(storedAnnouncementFromItem(ofGroup)).toMatchObject({ id: 42, gid: 7, status: 0, uid: 'u1' });
    const ofSite = announcementToItem(fields, 1);
    expect(ofSite).not.toHaveProperty('gid');
    expect(storedAnnouncementFromItem(ofSite).gid).toBeNull();
  });
});
