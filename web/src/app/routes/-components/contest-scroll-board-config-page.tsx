import { useTranslation } from 'react-i18next';
import { contestType } from '@oj/shared/domain/contest';
import { useSession } from '../../../features/account/session/use-session';
import { useContestShell } from '../../../features/contest/shell/contest-shell-context';
import { ScrollBoardConfigForm } from '../../../features/contest-ac-info/scroll-board-config/scroll-board-config-form';
import { ContestTabNotice } from './contest-tab-notice';

/** /contest/:contestID/scroll-board: the scroll board's settings, for an ACM contest's admins. */
export function ContestScrollBoardConfigPage() {
  const { t } = useTranslation();
  const { cid, contest, standing } = useContestShell();
  const uid = useSession()?.user.uid ?? null;
  if (!standing.contestAdmin) return <ContestTabNotice text={t('contest-ac-info.scrollBoard.adminsOnly')} />;
  if (contest.type !== contestType.acm)
    return <ContestTabNotice text={t('contest-ac-info.scrollBoard.acmOnly')} />;
  return <ScrollBoardConfigForm cid={cid} viewerUid={uid} />;
}
