import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../../components/app-link';
import { useContestShell } from '../contest-shell-context';
import { activeContestTab, contestTabPath } from '../contest-paths';

/**
 * The shell's tabs as links (each tab is a route), the one for the path highlighted; a greyed-out tab
 * is a plain label. On a narrow screen the tabs wrap into rows, so none hides past the edge.
 */
export function ContestTabBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { cid, tabs } = useContestShell();
  const active = activeContestTab(pathname);
  return (
    <nav aria-label={t('contest.shell.tabsLabel')} className="border-t border-slate-100">
      <ul className="flex flex-wrap gap-x-1 px-2" data-testid="contest-tabs">
        {tabs.map(({ tab, disabled }) => {
          const label = t(`contest.shell.tabs.${tab}`);
          const base = 'block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm';
          return (
            <li key={tab} data-testid={`contest-tab-${tab}`} data-disabled={disabled || undefined}>
              {disabled ? (
                <span
                  className={`${base} cursor-not-allowed border-transparent text-slate-300`}
                  aria-disabled
                >
                  {label}
                </span>
              ) : (
                <AppLink
                  href={contestTabPath(cid, tab)}
                  aria-current={active === tab ? 'page' : undefined}
                  className={`${base} ${
                    active === tab
                      ? 'border-blue-600 font-medium text-blue-700'
                      : 'border-transparent text-slate-600 hover:text-blue-600'
                  }`}
                >
                  {label}
                </AppLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
