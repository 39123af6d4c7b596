import type { ContestAnnouncement, UnreadContestAnnouncement } from '@oj/shared';
import type { StoredContestAnnouncement } from '../../data/contest-announcements/contest-announcement-item';
import { adminAnnouncementView } from '../admin-announcement';

/**
 * A stored contest announcement as both lists show it: the same `AnnouncementVO` as the site's
 * announcements, so the same view (its `cid` is left out).
 */
export const contestAnnouncementView: (announcement: StoredContestAnnouncement) => ContestAnnouncement =
  adminAnnouncementView;

/** The poll's `Announcement`: the same fields and the group that holds the contest (null: none). */
export function unreadAnnouncementView(
  announcement: StoredContestAnnouncement,
  gid: number | null,
): UnreadContestAnnouncement {
  return { ...contestAnnouncementView(announcement), gid };
}
