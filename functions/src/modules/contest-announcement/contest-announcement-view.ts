import type { ContestAnnouncement, UnreadContestAnnouncement } from '@oj/shared';
import type { StoredContestAnnouncement } from '../../data/contest-announcements/contest-announcement-item';

/** A stored contest announcement as both lists show it (`AnnouncementVO`). */
export function contestAnnouncementView(announcement: StoredContestAnnouncement): ContestAnnouncement {
  return {
    id: announcement.id,
    title: announcement.title,
    content: announcement.content,
    uid: announcement.uid,
    username: announcement.username,
    status: announcement.status,
    gmtCreate: announcement.gmtCreate,
    gmtModified: announcement.gmtModified,
  };
}

/** The poll's `Announcement`: the same fields and the group that holds the contest (null: none). */
export function unreadAnnouncementView(
  announcement: StoredContestAnnouncement,
  gid: number | null,
): UnreadContestAnnouncement {
  return { ...contestAnnouncementView(announcement), gid };
}
