import { AppLink } from './app-link';

export interface RouteTab {
  /** The tab's name, in its test id. */
  key: string;
  label: string;
  href: string;
  /** Greyed out: drawn as a plain label, not a link. */
  disabled: boolean;
}

interface RouteTabBarProps {
  tabs: readonly RouteTab[];
  /** The key of the tab the path is on, if any. */
  active: string | null;
  /** The bar's name, read out. */
  label: string;
  /** Test ids: the list `<testId>-tabs`, each tab `<testId>-tab-<key>`. */
  testId: string;
}

/**
 * A shell's tabs as links (each tab is a route: a contest's, a training's), the one for the path
 * highlighted; a greyed-out tab is a plain label. On a narrow screen the tabs wrap into rows, so none
 * hides past the edge.
 */
export function RouteTabBar({ tabs, active, label, testId }: RouteTabBarProps) {
  const base = 'block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm';
  return (
    <nav aria-label={label} className="border-t border-slate-100">
      <ul className="flex flex-wrap gap-x-1 px-2" data-testid={`${testId}-tabs`}>
        {tabs.map((tab) => (
          <li
            key={tab.key}
            data-testid={`${testId}-tab-${tab.key}`}
            data-disabled={tab.disabled || undefined}
          >
            {tab.disabled ? (
              <span className={`${base} cursor-not-allowed border-transparent text-slate-300`} aria-disabled>
                {tab.label}
              </span>
            ) : (
              <AppLink
                href={tab.href}
                aria-current={active === tab.key ? 'page' : undefined}
                className={`${base} ${
                  active === tab.key
                    ? 'border-blue-600 font-medium text-blue-700'
                    : 'border-transparent text-slate-600 hover:text-blue-600'
                }`}
              >
                {tab.label}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
