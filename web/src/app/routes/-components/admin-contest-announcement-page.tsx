import { getRouteApi } from '@tanstack/react-router';
import { ContestAnnouncementAdmin } from '../../../features/admin-contest-announcement/components/contest-announcement-admin';
import { AdminContestPage, contestIdOf } from './admin-contest-header';

const adminContestAnnouncementRoute = getRouteApi('/admin/contest/$contestId/announcement');

/** A contest's announcements, under the contest's head. */
export function AdminContestAnnouncementPage() {
  const { contestId } = adminContestAnnouncementRoute.useParams();
  return (
    <AdminContestPage cid={contestIdOf(contestId)} current="announcement">
      {(contest) => <ContestAnnouncementAdmin cid={contest.id} />}
    </AdminContestPage>
  );
}
