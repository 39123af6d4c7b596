import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useContestShell } from '../../../features/contest/shell/contest-shell-context';
import { contestProblemListQueryOptions } from '../../../features/contest-problem/api/get-contest-problem';
import { AcDownloadPanel } from '../../../features/contest-ac-info/components/ac-download-panel';
import { AcInfoList } from '../../../features/contest-ac-info/components/ac-info-list';
import { ContestTabNotice } from './contest-tab-notice';

/** /contest/:contestID/ac-info: the balloons, with each problem's colour from the contest's problems. */
export function ContestAcInfoPage() {
  const { t } = useTranslation();
  const { cid, standing } = useContestShell();
  const problems = useQuery({ ...contestProblemListQueryOptions(cid), enabled: standing.contestAdmin });
  if (!standing.contestAdmin) return <ContestTabNotice text={t('contest-ac-info.list.adminsOnly')} />;
  const balloonColors = Object.fromEntries((problems.data ?? []).map((row) => [row.displayId, row.color]));
  return (
    <div className="space-y-4">
      <AcInfoList cid={cid} balloonColors={balloonColors} />
      <AcDownloadPanel cid={cid} />
    </div>
  );
}
