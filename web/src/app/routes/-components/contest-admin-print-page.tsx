import { useTranslation } from 'react-i18next';
import { useContestShell } from '../../../features/contest/shell/contest-shell-context';
import { AdminPrintList } from '../../../features/contest-print/components/admin-print-list';
import { ContestTabNotice } from './contest-tab-notice';

/** /contest/:contestID/admin-print: the print queue, for the contest's admins. */
export function ContestAdminPrintPage() {
  const { t } = useTranslation();
  const { cid, contest, standing } = useContestShell();
  if (!standing.contestAdmin) return <ContestTabNotice text={t('contest-print.admin.adminsOnly')} />;
  if (!contest.openPrint) return <ContestTabNotice text={t('contest-print.form.notOpen')} />;
  return <AdminPrintList cid={cid} />;
}
