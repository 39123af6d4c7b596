import { useTranslation } from 'react-i18next';
import { useContestShell } from '../../../features/contest/shell/contest-shell-context';
import { PrintForm } from '../../../features/contest-print/components/print-form';
import { ContestTabNotice } from './contest-tab-notice';

/** /contest/:contestID/print: the print form, when the contest opens printing. */
export function ContestPrintPage() {
  const { t } = useTranslation();
  const { cid, contest } = useContestShell();
  if (!contest.openPrint) return <ContestTabNotice text={t('contest-print.form.notOpen')} />;
  return <PrintForm cid={cid} />;
}
