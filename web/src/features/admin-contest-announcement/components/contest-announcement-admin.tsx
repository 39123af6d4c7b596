import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestAnnouncementRules } from '@oj/shared/api/contest-announcement';
import { AnnouncementAdmin } from '../../../components/announcement-admin/announcement-admin';
import {
  contestAnnouncementListQueryOptions,
  useCreateContestAnnouncement,
  useDeleteContestAnnouncement,
  useUpdateContestAnnouncement,
} from '../api/contest-announcement-calls';

/** One contest's announcements: what its contestants read in the contest and get as pop-ups. */
export function ContestAnnouncementAdmin({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery(contestAnnouncementListQueryOptions(cid, page));
  const calls = {
    create: useCreateContestAnnouncement(cid),
    update: useUpdateContestAnnouncement(cid),
    remove: useDeleteContestAnnouncement(),
  };
  return (
    <AnnouncementAdmin
      strings="admin-contest-announcement"
      testId="contest-announcement"
      calls={calls}
      list={list}
      page={page}
      pageSize={contestAnnouncementRules.adminPageSize}
      onPage={setPage}
      hint={t('admin-contest-announcement.list.hint')}
    />
  );
}
