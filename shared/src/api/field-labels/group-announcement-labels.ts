import { bilingual, type Bilingual } from '../../domain/bilingual';

/** The group announcement calls' own words for fields whose site-wide label says less (as the site's announcements do). */
export const groupAnnouncementCallLabels: Record<string, Record<string, Bilingual>> = {
  'POST /api/group/announcement': { status: bilingual('公告状态', 'Announcement status') },
  'PUT /api/group/announcement': {
    id: bilingual('公告编号', 'Announcement id'),
    status: bilingual('公告状态', 'Announcement status'),
  },
};
