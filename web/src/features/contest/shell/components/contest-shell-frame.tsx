import { useEffect, type ReactNode } from 'react';
import { publishContestMenu } from '../contest-menu-store';
import { useContestShell, type ContestShell } from '../contest-shell-context';
import { ContestHeader } from './contest-header';
import { ContestPasswordForm } from './contest-password-form';
import { ContestTabBar } from './contest-tab-bar';
import { ContestTabClosed } from './contest-tab-closed';
import { closedTabReason } from '../contest-tabs';
import { activeContestTab } from '../contest-paths';

interface ContestShellFrameProps {
  pathname: string;
  /**
   * Notices that stay until read (the unread announcements), drawn in the page's flow between the
   * head and the tab: they push the tab down rather than cover the head or its settings button.
   */
  notices?: ReactNode;
  children: ReactNode;
}

/**
 * The contest's frame around its tabs: the head, the password form when one is needed (a private
 * contest's instead of the tabs' content, a protected one's above it), the tab bar, the notices and
 * the tab.
 */
export function ContestShellFrame({ pathname, notices, children }: ContestShellFrameProps) {
  const shell = useContestShell();
  const { standing } = shell;
  usePublishedContestMenu(shell);
  const closed = closedTabReason(activeContestTab(pathname), shell);
  return (
    <div className="flex w-full flex-col gap-4">
      <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <ContestHeader />
        {standing.needsPasswordToEnter || standing.needsPasswordToSubmit ? (
          <div className="px-4 pb-4 sm:px-6">
            <ContestPasswordForm purpose={standing.needsPasswordToEnter ? 'enter' : 'submit'} />
          </div>
        ) : null}
        <ContestTabBar pathname={pathname} />
      </section>
      {notices}
      <div className="min-w-0" data-testid="contest-tab-body">
        {closed ? <ContestTabClosed reason={closed} /> : children}
      </div>
    </div>
  );
}

/** Tells the site navigation's contest menu what the tab bar shows, while the shell is drawn. */
function usePublishedContestMenu({ cid, tabs, standing }: ContestShell): void {
  const shows = (name: string) => tabs.some(({ tab }) => tab === name);
  const hideProblems = !shows('problems');
  const hideSubmissions = !shows('submissions');
  const { menuDisabled } = standing;
  useEffect(() => {
    publishContestMenu({ cid, menuDisabled, hideProblems, hideSubmissions });
    return () => publishContestMenu(null);
  }, [cid, menuDisabled, hideProblems, hideSubmissions]);
}
