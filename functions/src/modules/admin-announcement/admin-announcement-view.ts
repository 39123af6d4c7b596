import type { AdminAnnouncement } from '@oj/shared';
import type { StoredAnnouncement } from '../../data/announcements/announcement-item';

/** A stored announcement as the admin list shows it (`AnnouncementVO`), whichever board it is on. */
export function adminAnnouncementView(announcement: Omit<StoredAnnouncement, 'gid'>): AdminAnnouncement {
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
