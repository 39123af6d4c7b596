import { useTranslation } from 'react-i18next';
import { RouteTabBar } from '../../../../components/route-tab-bar';
import { useContestShell } from '../contest-shell-context';
import { contestScope } from '../../../../lib/scope/scope-href';
import { activeContestTab, contestTabPath } from '../contest-paths';

/** The contest shell's tabs (each a route), by role and exam mode as the shell decided them. */
export function ContestTabBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { cid, tabs } = useContestShell();
  const contest = contestScope(cid);
  return (
    <RouteTabBar
      tabs={tabs.map(({ tab, disabled }) => ({
        key: tab,
        label: t(`contest.shell.tabs.${tab}`),
        href: contestTabPath(contest, tab),
        disabled,
      }))}
      active={activeContestTab(pathname)}
      label={t('contest.shell.tabsLabel')}
      testId="contest"
    />
  );
}
