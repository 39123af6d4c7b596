import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminAnnouncementRules } from '@oj/shared/api/admin-announcement';
import { AnnouncementAdmin as AnnouncementAdminScreen } from '../../../components/announcement-admin/announcement-admin';
import {
  announcementListQueryOptions,
  uploadAnnouncementImage,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  useUpdateAnnouncement,
} from '../api/announcement-calls';

/** The site's announcements (the home page's), with the editor's image upload. */
export function AnnouncementAdmin() {
  const [page, setPage] = useState(1);
  const list = useQuery(announcementListQueryOptions(page));
  const calls = {
    create: useCreateAnnouncement(),
    update: useUpdateAnnouncement(),
    remove: useDeleteAnnouncement(),
    uploadImage: uploadAnnouncementImage,
  };
  return (
    <AnnouncementAdminScreen
      strings="admin-announcement"
      testId="announcement"
      calls={calls}
      list={list}
      page={page}
      pageSize={adminAnnouncementRules.pageSize}
      onPage={setPage}
    />
  );
}
