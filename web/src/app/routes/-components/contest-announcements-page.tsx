import { useContestShell } from '../../../features/contest/shell/contest-shell-context';
import { ContestAnnouncementList } from '../../../features/contest-announcement/components/contest-announcement-list';

/** /contest/:contestID/announcements: the list, for the shell's contest. */
export function ContestAnnouncementsPage() {
  const { cid } = useContestShell();
  return <ContestAnnouncementList cid={cid} />;
}
