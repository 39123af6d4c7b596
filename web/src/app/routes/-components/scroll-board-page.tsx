import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getContestInfo } from '@oj/shared/api/contest';
import { contestType } from '@oj/shared/domain/contest';
import { useSession } from '../../../features/account/session/use-session';
import { ScrollBoardScreen } from '../../../features/contest-scroll-board/board/scroll-board-screen';
import { ScrollBoardNotice } from '../../../features/contest-scroll-board/board/scroll-board-notice';
import { scrollBoardSettingsOf } from '../../../features/contest-scroll-board/scroll-board-search';
import { callQueryOptions } from '../../../lib/call-query';
import { usePageSubject } from '../../../lib/page-subject';

const route = getRouteApi('/scrollBoard');

/**
 * The scroll board's page: who may see it, then the board. The board is the contest admins' tool for
 * the award ceremony (spec part 2 §2: the scroll board tab is among what a contest admin sees), so
 * the page opens it for them only (the creator or the super admin), after the end as before it, and
 * says why to anyone else before any of the data is read. The server answers the resolver's data
 * after the end to whoever may see the real board (the contract's own scroll board page reads it
 * without a login); a contestant reads the same results on the rank tab.
 */
export function ScrollBoardPage() {
  const { t } = useTranslation();
  const settings = scrollBoardSettingsOf(route.useSearch());
  const session = useSession();
  const cid = settings.cid;
  const contest = useQuery({
    ...callQueryOptions(getContestInfo, { cid: cid ?? 0 }, { staleTime: 60_000 }),
    enabled: cid !== null && session !== null,
  });
  usePageSubject(
    contest.data
      ? `${contest.data.title} ${t('contest-scroll-board.title')}`
      : t('contest-scroll-board.title'),
  );

  if (cid === null) {
    return (
      <ScrollBoardNotice
        testId="scroll-board-no-contest"
        linkTo="/home"
        linkText={t('contest-scroll-board.denied.toHome')}
      >
        {t('contest-scroll-board.denied.noContest')}
      </ScrollBoardNotice>
    );
  }
  const contestHref = `/contest/${cid}`;
  const refuse = (testId: string, reason: string) => (
    <ScrollBoardNotice
      testId={testId}
      linkTo={contestHref}
      linkText={t('contest-scroll-board.denied.toContest')}
    >
      {t(`contest-scroll-board.denied.${reason}`)}
    </ScrollBoardNotice>
  );
  if (session === null) return refuse('scroll-board-login-first', 'loginFirst');
  if (contest.isError) return refuse('scroll-board-load-failed', 'loadFailed');
  if (!contest.data) {
    return (
      <ScrollBoardNotice testId="scroll-board-loading">{t('contest-scroll-board.loading')}</ScrollBoardNotice>
    );
  }
  const contestAdmin = session.user.roleList.includes('root') || session.user.uid === contest.data.uid;
  if (!contestAdmin) return refuse('scroll-board-not-admin', 'notAdmin');
  if (contest.data.type !== contestType.acm) return refuse('scroll-board-oi', 'oiContest');
  return (
    <ScrollBoardScreen
      cid={cid}
      title={contest.data.title}
      removeStar={settings.removeStar}
      medals={settings.medals}
      contestHref={contestHref}
    />
  );
}
