import { getRouteApi, Outlet, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageSubject } from '../../../lib/page-subject';
import { useWebsiteConfig } from '../../../features/site/api/get-website-config';
import { ContestShellProvider } from '../../../features/contest/shell/contest-shell-provider';
import { ContestShellFrame } from '../../../features/contest/shell/components/contest-shell-frame';
import { ContestAnnouncementNotifier } from '../../../features/contest-announcement/components/contest-announcement-notifier';
import { useContestViewer } from './use-contest-viewer';
import { cidOfParam } from './contest-problem-hrefs';
import { ScopeEntryGate } from './scope-entry/scope-entry-gate';
import { useContestEntry } from './scope-entry/use-scope-entry';

const shellRoute = getRouteApi('/contest/$contestID');

/**
 * The contest shell (spec part 2, §2): the route's entry check (`ScopeEntryGate`: log in, the contest
 * found), then the contest feature's frame around the tab of the path, handed the session and the
 * website config it knows neither of.
 */
export function ContestShellPage() {
  const { t } = useTranslation();
  const { contestID } = shellRoute.useParams();
  const { pathname } = useLocation();
  const { openContestComment } = useWebsiteConfig();
  const viewer = useContestViewer();
  const entry = useContestEntry(cidOfParam(contestID), openContestComment);
  usePageSubject(entry.state === 'entered' ? entry.entered.shell.contest.title : t('menu.contest'), 'frame');
  return (
    <ScopeEntryGate kind="contest" entry={entry}>
      {({ shell, clockOffsetMs }) => (
        <ContestShellProvider shell={shell} clockOffsetMs={clockOffsetMs}>
          <ContestShellFrame
            pathname={pathname}
            notices={
              // Announcements pop up while the contest runs (spec part 2 §4); once it has ended they are
              // read in their tab, so a new browser, with no read ids of its own, is not shown every one again.
              viewer ? (
                <ContestAnnouncementNotifier
                  cid={shell.cid}
                  viewer={viewer.username}
                  enabled={!shell.standing.menuDisabled && shell.phase !== 'ended'}
                />
              ) : null
            }
          >
            <Outlet />
          </ContestShellFrame>
        </ContestShellProvider>
      )}
    </ScopeEntryGate>
  );
}
