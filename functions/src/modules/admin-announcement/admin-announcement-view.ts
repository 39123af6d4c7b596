import type { AdminAnnouncement } from '@oj/shared';
import type { StoredAnnouncement } from '../../data/announcements/announcement-item';

/** A stored announcement as the admin list shows it (`AnnouncementVO`). */
export function adminAnnouncementView(announcement: StoredAnnouncement): AdminAnnouncement {
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
